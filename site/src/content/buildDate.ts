/**
 * "Now" for the content: the day the site was built (vite.config.ts defines it; VITE_BUILD_DATE
 * pins it). Everything that ages — the roadmap's current quarter, upcoming maintenance, recent
 * incidents — is derived from it, never hard-coded, and the prerendered page and the hydrated one
 * agree because both read the same constant.
 */

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The build day as an ISO date ('2026-11-26'). Outside a build (unit tests), today. */
export const buildDate: string =
  typeof import.meta.env.VITE_BUILD_DATE === 'string' && isoDay.test(import.meta.env.VITE_BUILD_DATE)
    ? import.meta.env.VITE_BUILD_DATE
    : new Date().toISOString().slice(0, 10);

/** An ISO date `days` later (earlier when negative), counted in UTC. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first `weekday` (0 Sunday … 6 Saturday) on or after an ISO date. */
export function nextWeekday(iso: string, weekday: number): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, (weekday - day + 7) % 7);
}

/** A quarter as one number that orders them: year × 4 + (quarter − 1). */
export function quarterIndex(year: number, quarter: number): number {
  return year * 4 + (quarter - 1);
}

/** The quarter an ISO date falls in, as `quarterIndex`. */
export function quarterIndexOf(iso: string): number {
  return quarterIndex(Number(iso.slice(0, 4)), Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1);
}
