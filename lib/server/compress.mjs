/**
 * Preloaded into `next start` (lib/server/preload.mjs, see package.json): answers compressed with brotli for the
 * browsers that take it (all current ones), gzip for the others. It is the `compression` middleware Next itself runs,
 * in the release that speaks brotli; Next's bundled copy knows only gzip. Brotli's large window lets a page's React
 * payload share the strings of its HTML, and a phone's first visit transfers about 22 KiB less (issue 16; figures in
 * the README, "How pages load"). At the edge, Cloudflare compresses instead.
 *
 * Next's own compression is switched off while this runs: next.config.ts reads COMPRESSED_BY_PRELOAD. Started any
 * other way, the server compresses as Next does, with gzip.
 */
import http from "node:http";
import zlib from "node:zlib";
import compression from "compression";

process.env.COMPRESSED_BY_PRELOAD = "1";

/**
 * Quality 6, measured on this site's files: a page's scripts in 11 ms (gzip's default: 8 ms), 7% smaller than gzip;
 * /Law/act's HTML in 2 ms, 36% smaller. Quality 4, the middleware's default, is no smaller than gzip on the scripts;
 * 7 and up cost more time for little. Under load a large page is served at about 55% of gzip's rate (README,
 * "Measured"): the price of the bytes a phone saves, paid once per page behind a CDN.
 */
export const BROTLI_QUALITY = 6;

// compression 1.8 releases its zlib stream itself when the client goes away (Next adds that for its older copy).
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
const noop = () => {};
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitCompressed(event, request, response) {
  if (event === "request") compress(request, response, noop);
  return emit.apply(this, arguments);
};
