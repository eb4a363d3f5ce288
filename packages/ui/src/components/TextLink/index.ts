export { TextLink, type TextLinkProps } from './TextLink';
