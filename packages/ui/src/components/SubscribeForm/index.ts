export {
  SubscribeForm,
  defaultSubscribeFormLabels,
  maxEmailLength,
  type SubscribeFormLabels,
  type SubscribeFormProps,
  type SubscribeFormValues,
} from './SubscribeForm';
