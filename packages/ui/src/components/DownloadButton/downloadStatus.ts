// What a DownloadButton needs to draw a status: apart from the state machine (downloadMachine.ts),
// so an app that renders the button before its download code has loaded carries only this.

export const downloadStatuses = ['idle', 'needsAuth', 'preparing', 'downloading', 'done', 'failed'] as const;
export type DownloadStatus = (typeof downloadStatuses)[number];

/** Clamps a reported progress to 0–100; `null` stays indeterminate; NaN gives `undefined` (ignore). */
export function clampDownloadProgress(progress: number | null | undefined): number | null | undefined {
  if (progress === null) return null;
  if (progress === undefined || Number.isNaN(progress)) return undefined;
  return Math.min(100, Math.max(0, progress));
}

/** Busy states disable the button and ignore clicks. */
export function isDownloadBusy(status: DownloadStatus): boolean {
  return status === 'preparing' || status === 'downloading' || status === 'done' || status === 'failed';
}
