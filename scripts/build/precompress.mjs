/**
 * Post-build (npm's `postbuild`): writes `x.br` and `x.gz` beside each compressible build asset in
 * `<distDir>/static`, at the strongest settings, once. nginx sends them as they are (brotli_static, gzip_static in
 * deploy/nginx/ccip/static.conf), so a script costs a file read, not a compression, per request. A copy is kept only
 * where it is smaller. Fonts (woff2) and images are compressed already.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|map|html)$/;
const MIN_BYTES = 256;

export function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) {
        const source = readFileSync(path);
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${path}.br`, br);
        if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
        files += 1;
        before += source.length;
        after += Math.min(br.length, source.length);
      }
    }
  };
  walk(dir);
  return { files, before, after };
}

const dir = join(process.env.NEXT_DIST_DIR || ".next", "static");
const { files, before, after } = precompress(dir);
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`[precompress] ${files} files in ${dir}: ${kib(before)} → ${kib(after)} brotli (and .gz beside each)`);
