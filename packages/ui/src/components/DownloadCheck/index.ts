export {
  DownloadCheck,
  defaultDownloadCheckLabels,
  shellFileName,
  type DownloadCheckProps,
  type DownloadCheckLabels,
} from './DownloadCheck';
