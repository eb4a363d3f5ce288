export {
  ContactForm,
  defaultContactFormLabels,
  type ContactFormLabels,
  type ContactFormProps,
  type ContactFormValues,
} from './ContactForm';
