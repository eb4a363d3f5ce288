export {
  ErrorPage,
  errorPageVariants,
  defaultErrorPageLabels,
  type ErrorPageProps,
  type ErrorPageLabels,
  type ErrorPageVariant,
} from './ErrorPage';
