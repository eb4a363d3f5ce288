export {
  Button,
  ButtonLink,
  buttonClassName,
  buttonVariants,
  buttonSizes,
  defaultButtonLabels,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonLook,
  type ButtonLabels,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
