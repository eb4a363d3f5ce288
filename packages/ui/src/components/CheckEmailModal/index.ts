export {
  CheckEmailModal,
  defaultCheckEmailModalLabels,
  type CheckEmailModalProps,
  type CheckEmailModalLabels,
} from './CheckEmailModal';
export { useCooldown, type Cooldown } from './useCooldown';
