export {
  DownloadProgress,
  defaultDownloadProgressLabels,
  downloadPercent,
  downloadProgressStatuses,
  downloadProgressVariants,
  type DownloadProgressProps,
  type DownloadProgressLabels,
  type DownloadProgressStatus,
  type DownloadProgressVariant,
} from './DownloadProgress';
export { formatBytes } from './formatBytes';
