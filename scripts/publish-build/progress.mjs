// The upload's progress line.

/** Below this, a progress line would only flash by. */
const PROGRESS_FROM_BYTES = 5 * 1024 * 1024;

/**
 * Prints `12.3 / 480.0 MB (2%)` as bytes go out: rewritten in place on a terminal, one line per
 * tenth otherwise (CI logs).
 * @param {number} size @param {NodeJS.WriteStream} stream
 */
export function progressPrinter(size, stream) {
  if (size < PROGRESS_FROM_BYTES) return { update: () => {}, done: () => {} };
  const mb = (/** @type {number} */ bytes) => (bytes / (1024 * 1024)).toFixed(1);
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    update(/** @type {number} */ sent) {
      const percent = Math.floor((sent / size) * 100);
      const line = `Uploading ${mb(sent)} / ${mb(size)} MB (${percent}%)`;
      if (stream.isTTY) {
        const now = Date.now();
        if (now - lastDraw < 100 && sent < size) return;
        lastDraw = now;
        stream.write(`\r${line}`);
      } else if (Math.floor(percent / 10) > lastTenth) {
        lastTenth = Math.floor(percent / 10);
        stream.write(`${line}\n`);
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
