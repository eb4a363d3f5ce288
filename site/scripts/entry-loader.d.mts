/** The text of the inline script that requests the app's entry after the first paint. */
export const entryLoader: string;
/** The CSP source that allows the loader: `'sha256-…'`. */
export const entryLoaderHash: string;
/** The loader as a `<script>` element for the entry `entry` and the modules it imports. */
export function entryLoaderElement(entry: string, modules: string[]): string;
