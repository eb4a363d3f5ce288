// Command-line options of the repository's scripts: `--name value` and `--flag`, taken out of the
// argument list as they are read, so what is left over is an unknown argument.

/** A reader over `argv` (without node and the script); `name` prefixes its error messages. */
export function cliOptions(name, argv = process.argv.slice(2)) {
  const args = [...argv];
  const fail = (message) => {
    console.error(`${name}: ${message}`);
    process.exit(1);
  };
  const option = (key, fallback) => {
    const i = args.indexOf(key);
    if (i === -1) return fallback;
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) fail(`${key} needs a value`);
    args.splice(i, 2);
    return value;
  };
  return {
    option,
    flag(key) {
      const i = args.indexOf(key);
      if (i !== -1) args.splice(i, 1);
      return i !== -1;
    },
    count(key, fallback) {
      const n = Number(option(key, fallback));
      if (!Number.isInteger(n) || n < 1) fail(`${key} must be a whole number ≥ 1`);
      return n;
    },
    fail,
    /** Ends the script when an argument was not read. */
    done() {
      if (args.length) fail(`unknown argument(s): ${args.join(' ')}`);
    },
  };
}
