export { Checkbox, type CheckboxProps } from './Checkbox';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { FormSuccess, type FormSuccessProps } from './FormSuccess';
export {
  MessageField,
  defaultMessageFieldLabels,
  type MessageFieldLabels,
  type MessageFieldProps,
} from './MessageField';
export { Select, type SelectItem, type SelectProps } from './Select';
export { TextArea, defaultTextAreaLabels, type TextAreaLabels, type TextAreaProps } from './TextArea';
export {
  characterCountBand,
  characterLength,
  fieldProblems,
  firstInvalidField,
  formErrorCodes,
  formStatuses,
  interpretSubmitResult,
  isMissing,
  isTooLong,
  nearLimitRatio,
  trimValues,
  validateField,
  validateFields,
  type CharacterCountBand,
  type FieldProblem,
  type FieldProblems,
  type FieldRule,
  type FieldRules,
  type FormErrorCode,
  type FormStatus,
  type FormSubmitHandler,
  type FormSubmitResult,
  type InterpretedResult,
} from './formValidation';
