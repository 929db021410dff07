// The command-line options of the repository's scripts: one reader of `--name value` and `--switch`, so every
// script answers the same way to a missing value or a repeated option.

/**
 * Reads the options of `argv` (the script's own arguments by default). The readers are plain functions, so a
 * script can destructure the ones it uses.
 * @param {string[]} [argv]
 */
export function cliArgs(argv = process.argv.slice(2)) {
  /**
   * The value after `--name`; the fallback when the option is absent or is the last word (no value after it).
   * @template T
   * @param {string} name
   * @param {T} [fallback]
   * @returns {string | T}
   */
  const option = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i === -1 || i + 1 >= argv.length ? fallback : argv[i + 1];
  };
  /**
   * Every value of an option that may be repeated (`--connect-src a --connect-src b`).
   * @param {string} name
   * @returns {string[]}
   */
  const options = (name) => argv.flatMap((arg, i) => (i > 0 && argv[i - 1] === `--${name}` ? [arg] : []));
  /**
   * Whether the switch `--name` was given.
   * @param {string} name
   */
  const flag = (name) => argv.includes(`--${name}`);
  return {option, options, flag};
}
