export {
  SiteFooter,
  type SiteFooterProps,
  type FooterColumn,
  type FooterLink,
  type FooterContact,
} from './SiteFooter';
