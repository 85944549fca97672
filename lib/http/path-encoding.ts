/**
 * Owns what a well-formed percent-encoded path is: one whose every `%` starts an escape of a valid UTF-8 sequence, so
 * that decodeURIComponent takes it. Next.js answers a path that is not with a 500 where it decodes it. The app checks
 * with decodeURIComponent itself; nginx, which has no such function, with WELL_FORMED_PATH, the same rule as a regular
 * expression (tests/unit/path-encoding.test.ts holds the two to each other, byte sequence by byte sequence).
 */

/** False for malformed percent-encoding (`/%ZZ`, a cut UTF-8 sequence), which Next answers with a 500 where it decodes. */
export function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const HEX = "[0-9a-f]";
const CONTINUATION = `%[89ab]${HEX}`;

/**
 * One escaped UTF-8 sequence, as Unicode's table of well-formed byte sequences has them (3.9, table 3-7): no overlong
 * forms, no surrogates, nothing past U+10FFFF. No backslash and no brace, so nginx takes it as it is written.
 */
const ESCAPED_CHARACTER = [
  `[0-7]${HEX}`,
  `(?:c[2-9a-f]|d${HEX})${CONTINUATION}`,
  `e0%[ab]${HEX}${CONTINUATION}`,
  `(?:e[1-9a-c]|e[ef])${CONTINUATION}${CONTINUATION}`,
  `ed%[89]${HEX}${CONTINUATION}`,
  `f0%[9ab]${HEX}${CONTINUATION}${CONTINUATION}`,
  `f[1-3]${CONTINUATION}${CONTINUATION}${CONTINUATION}`,
  `f4%8${HEX}${CONTINUATION}${CONTINUATION}`,
].join("|");

/**
 * A whole path whose percent-encoding decodes, as a regular expression source for a case-insensitive match (nginx's
 * `~*`, JavaScript's `i`). Each `%` must begin one escaped character, and the text between two escapes has no `%`, so
 * there is only one way to read a path: the match takes time in proportion to its length.
 */
export const WELL_FORMED_PATH = `^[^%]*(?:%(?:${ESCAPED_CHARACTER})[^%]*)*$`;
