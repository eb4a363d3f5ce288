export { ValuesGrid, type ValuesGridProps, type CareerItem } from './ValuesGrid';
export { BenefitsGrid, type BenefitsGridProps } from './BenefitsGrid';
export { JobDetail, defaultJobDetailLabels, type JobDetailProps, type JobDetailLabels } from './JobDetail';
