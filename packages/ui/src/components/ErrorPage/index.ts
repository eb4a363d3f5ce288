export { ErrorPage, errorPageVariants, type ErrorPageProps, type ErrorPageVariant } from './ErrorPage';
