export { PartnerTypes, type PartnerTypesProps, type PartnerType } from './PartnerTypes';
