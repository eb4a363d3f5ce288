import { Toaster } from '@clipnest/ui';

/** The toasts' region, loaded after hydration (RootLayout mounts it with clientOnly). */
export default Toaster;

/**
 * The toasts' queue, for code of the first load that shows a toast later (a download): taken from
 * here, it comes with the region that shows it instead of weighing on every page's first load.
 */
export { toast } from '@clipnest/ui';
