import { Toaster } from '@clipnest/ui';

/** The toasts' region, loaded after hydration (RootLayout mounts it with clientOnly). */
export default Toaster;
