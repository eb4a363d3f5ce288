// The latest build's record in the journey store: pages are prerendered without it (a placeholder
// of the same size); it is read once a part of the page that shows it has hydrated (the landing
// page's facts and checksum, the install guide's) — one small request, no Supabase client. A page
// that shows none (most of them) never asks the backend for it.
import { getJourney, updateJourney } from './store';

/** How long the figures wait for the record before they show the fallback. */
const readTimeoutMs = 8000;

let reading = false;

/** Reads the record, unless it is read or being read already (the first part that shows it asks). */
export function startLatestFile(): void {
  if (reading || getJourney().latestFile.status !== 'loading') return;
  reading = true;
  const settle = () => {
    if (getJourney().latestFile.status === 'loading') {
      updateJourney({ latestFile: { record: null, status: 'fallback' } });
    }
  };
  // A backend that never answers must not leave the figures waiting for good.
  const timeout = setTimeout(settle, readTimeoutMs);
  import('../services/fileRecordRead')
    .then(({ readLatestFileRecord }) => readLatestFileRecord())
    .then((record) => {
      if (record) updateJourney({ latestFile: { record, status: 'loaded' } });
    })
    .catch(() => {}) // no backend: the fallback is shown
    .finally(() => {
      clearTimeout(timeout);
      reading = false;
      settle();
    });
}
