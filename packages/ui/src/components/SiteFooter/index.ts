export {
  SiteFooter,
  SiteFooterButton,
  defaultSiteFooterLabels,
  type SiteFooterProps,
  type SiteFooterLabels,
  type FooterColumn,
  type FooterLink,
  type FooterContact,
} from './SiteFooter';
