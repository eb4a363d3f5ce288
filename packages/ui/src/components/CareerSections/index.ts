export { ValuesGrid, type ValuesGridProps, type CareerItem } from './ValuesGrid';
export { BenefitsGrid, type BenefitsGridProps } from './BenefitsGrid';
export { HiringSteps, type HiringStepsProps, type HiringStep } from './HiringSteps';
export { JobDetail, defaultJobDetailLabels, type JobDetailProps, type JobDetailLabels } from './JobDetail';
