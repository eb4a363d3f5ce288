const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A record's date for display. An ISO calendar date (`2024-03-12`) is formatted for `locale`
 * (e.g. 'March 12, 2024'), read in UTC so server and browser print the same day; any other string
 * is shown as given. `dateTime` is the machine-readable value for a `<time>` element, when there is one.
 */
export function formatDate(date: string, locale: string): { text: string; dateTime?: string } {
  if (!isoDate.test(date)) return { text: date };
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return { text: date };
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
  return { text, dateTime: date };
}
