export {
  VerificationStatus,
  verificationStates,
  type VerificationState,
  type VerificationStatusProps,
} from './VerificationStatus';
