export {
  Button,
  ButtonLink,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
