export { CodeField, defaultCodeFieldLabel, type CodeFieldProps } from './CodeField';
export { codeDigits, codeFromText } from './codeInput';
