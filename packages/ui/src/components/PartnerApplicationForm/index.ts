export {
  PartnerApplicationForm,
  defaultPartnerApplicationFormLabels,
  type PartnerApplicationFormLabels,
  type PartnerApplicationFormProps,
  type PartnerApplicationValues,
} from './PartnerApplicationForm';
