import { Toaster } from '@clipnest/ui';

/** The toasts' region, loaded with the first toast a page shows (src/loading/overlays.tsx). */
export default Toaster;

/**
 * The toasts' queue, for code loaded later that shows a toast (a download, a verification): taken
 * from here, the region's code arrives with that code, and its first toast shows at once.
 */
export { toast } from '@clipnest/ui';
