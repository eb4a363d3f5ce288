// The latest build's record in the journey store: pages are prerendered without it (a placeholder
// of the same size); it is read once after hydration — one small request, no Supabase client.
import { getJourney, updateJourney } from './store';

/** How long the figures wait for the record before they show the fallback. */
const readTimeoutMs = 8000;

/** Reads the record (once per page load: the app calls it after hydration). */
export function startLatestFile(): void {
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
      settle();
    });
}
