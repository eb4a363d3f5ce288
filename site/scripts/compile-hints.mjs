// V8 compiles a function when it is first called, on the main thread, unless the file asks it to
// compile every function as the file arrives, on a background thread: the magic comment below, as
// the file's first line (Chrome 136 and later; other browsers see a comment). Each of the site's
// chunks is loaded when a page needs what it holds, and from a third to a half of its functions
// run straight away (react-dom's chunk: 352 of 798 on /privacy). Before the hint the main thread
// compiled 43–57 ms of functions in a load of `/`, /privacy, /changelog or /features (traces,
// unthrottled); with it, 0–1.5 ms. See the README's "Compiled as it arrives".
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint first in every JavaScript chunk of the client build. */
export function compileHints() {
  return {
    name: 'clipnest-compile-hints',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    enforce: 'post',
    // A chunk's name changes with the hint, so a browser holding the file from before fetches it anew.
    augmentChunkHash: () => compileHint,
    // Last: after minifying, which would drop the comment, and after Vite puts its list of a chunk's
    // stylesheets first. The site builds no source maps to shift.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(compileHint))
            file.code = compileHint + file.code;
        }
      },
    },
  };
}
