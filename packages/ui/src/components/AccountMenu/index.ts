export {
  AccountMenu,
  accountInitial,
  defaultAccountMenuLabels,
  type AccountMenuProps,
  type AccountMenuLabels,
} from './AccountMenu';
