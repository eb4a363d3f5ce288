export { Button, defaultButtonLabels, type ButtonProps, type ButtonLabels } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export {
  buttonClassName,
  buttonVariants,
  buttonSizes,
  type ButtonLook,
  type ButtonVariant,
  type ButtonSize,
} from './buttonLook';
