const isoDate = /^\d{4}-\d{2}-\d{2}$/;

// One formatter per locale: each new Intl object costs as much as many uses of one.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats an ISO calendar date as written in `locale` ('March 12, 2024'), read in UTC. */
function intlDate(date: string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/**
 * A record's date for display. An ISO calendar date (`2024-03-12`) is formatted by `format` when
 * the app gives one, else for `locale` with Intl (e.g. 'March 12, 2024'), read in UTC so server and
 * browser print the same day; any other string is shown as given. `dateTime` is the
 * machine-readable value for a `<time>` element, when there is one.
 */
export function formatDate(
  date: string,
  locale: string,
  format?: (isoDate: string) => string,
): { text: string; dateTime?: string } {
  if (!isoDate.test(date) || Number.isNaN(new Date(`${date}T00:00:00Z`).getTime())) return { text: date };
  return { text: format ? format(date) : intlDate(date, locale), dateTime: date };
}
