export {
  InstallSteps,
  defaultInstallStepsLabels,
  type InstallStep,
  type InstallStepsLabels,
  type InstallStepsProps,
} from './InstallSteps';
