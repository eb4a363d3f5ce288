export {
  PageHeader,
  PageHeaderBackButton,
  defaultPageHeaderLabels,
  pageHeaderAligns,
  type PageHeaderAlign,
  type PageHeaderLabels,
  type PageHeaderLink,
  type PageHeaderProps,
} from './PageHeader';
