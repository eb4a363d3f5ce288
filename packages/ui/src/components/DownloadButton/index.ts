export {
  DownloadButton,
  downloadButtonVariants,
  defaultDownloadButtonLabels,
  type DownloadButtonProps,
  type DownloadButtonLabels,
  type DownloadButtonVariant,
  type DownloadButtonTone,
} from './DownloadButton';
export {
  useDownloadButton,
  toButtonState,
  type UseDownloadButtonOptions,
  type UseDownloadButtonResult,
  type DownloadButtonState,
  type ReportProgress,
} from './useDownloadButton';
export {
  downloadReducer,
  downloadCommand,
  initialDownloadState,
  downloadStatuses,
  clampDownloadProgress,
  isDownloadBusy,
  type DownloadState,
  type DownloadStatus,
  type DownloadEvent,
  type DownloadCommand,
} from './downloadMachine';
