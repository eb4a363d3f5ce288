// react-aria imports useSyncExternalStore through the `use-sync-external-store` shim (for React 17);
// React 19 has it built in, so vite.config.ts points the shim here and the first load skips it.
export { useSyncExternalStore } from 'react';
