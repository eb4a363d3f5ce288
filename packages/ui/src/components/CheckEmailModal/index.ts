export {
  CheckEmailModal,
  defaultCheckEmailModalLabels,
  checkEmailStatuses,
  type CheckEmailStatus,
  type CheckEmailModalProps,
  type CheckEmailModalLabels,
} from './CheckEmailModal';
export { useCooldown, type Cooldown } from './useCooldown';
