export {
  PageHeader,
  defaultPageHeaderLabels,
  pageHeaderAligns,
  type PageHeaderAlign,
  type PageHeaderLabels,
  type PageHeaderLink,
  type PageHeaderProps,
} from './PageHeader';
