export { AuthModal, type AuthModalProps, type AuthResult, type AuthSubmitValues } from './AuthModal';
export {
  defaultAuthModalLabels,
  type AuthModalLabels,
  type AuthModalLabelOverrides,
} from './authModalLabels';
export {
  authModes,
  isEmailAddress,
  validateAuthForm,
  type AuthMode,
  type AuthFormValues,
  type AuthFormProblems,
} from './authValidation';
export {
  generatePassword,
  passwordAlphabet,
  passwordCharacterClasses,
  type PasswordCharacterClass,
  type RandomSource,
} from './passwordGenerator';
