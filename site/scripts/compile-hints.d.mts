/** V8's explicit compile hint: the first line of a file whose functions all run as it loads. */
export const compileHint: string;
/** A Vite plugin: the compile hint first in every JavaScript chunk of the client build. */
export function compileHints(): import('vite').Plugin;
