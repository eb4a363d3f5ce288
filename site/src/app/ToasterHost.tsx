import { Toaster } from '@clipnest/ui';

/** The toasts' region, loaded once the browser is idle after the app starts (src/loading/overlays.tsx). */
export default Toaster;

/**
 * The toasts' queue, for code of the first load that shows a toast later (a download): taken from
 * here, it comes with the region that shows it instead of weighing on every page's first load.
 */
export { toast } from '@clipnest/ui';
