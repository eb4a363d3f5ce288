export { TextField, SearchField, type TextFieldProps, type SearchFieldProps } from './TextField';
