/** The language and region the site is written in and formats its prices, dates and sizes for. */
export const siteLocale = 'en-US';
