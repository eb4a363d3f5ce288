/**
 * The download button's words and how a download can fail, apart from the rest of the journey's
 * copy: every page shows the button, while the sign-in dialogs' copy loads only when one opens.
 */
export const downloadCopy = {
  /** The button's labels. */
  idle: 'Download Now',
  idleShort: 'Download',
  busy: 'Downloading...',
  noFiles: 'No files found in storage. Please upload a file first.',
  failed: 'Failed to download file. Please try again.',
  failedLater: 'Download failed. Please try again later.',
};
