// react-aria's default locale, as this site needs it (vite.config.ts points react-aria's
// `useDefaultLocale` module here). react-aria's own reads the browser's language as its module
// loads and asks Intl whether it is supported, which initialises the browser's locale data in the
// middle of hydrating a form (~50 ms on a desktop, ~200 ms on a mid-range phone), and it would give
// react-aria's built-in strings and formats the browser's language on a site written in one.
import { siteLocale } from './content/locale';

const defaultLocale = { locale: siteLocale, direction: 'ltr' as const };

export const getDefaultLocale = () => defaultLocale;
export const useDefaultLocale = () => defaultLocale;
