export { Icon, renderIcon, type IconProps, type IconProp } from './Icon';
export { iconNames, type IconName } from './icons';
