export {
  TextField,
  SearchField,
  defaultSearchFieldLabels,
  type TextFieldProps,
  type SearchFieldProps,
  type SearchFieldLabels,
} from './TextField';
