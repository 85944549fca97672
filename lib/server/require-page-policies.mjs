/**
 * `npm start`'s prestart step (package.json), and the first check of `npm run serve:nginx`: the server does not start
 * on a build whose static pages carry no Content-Security-Policy. Their policies, with the hashes of their inline
 * scripts, are stored beside each page by `npm run build`'s postbuild step (scripts/csp/hash-pages.ts); a bare
 * `next build` skips it, and its pages would be served with no policy at all.
 */
import { join } from "node:path";
import { pagesWithoutPolicy } from "./page-policies.mjs";

const appDir = join(process.env.NEXT_DIST_DIR || ".next", "server", "app");
const missing = pagesWithoutPolicy(appDir);
if (missing.length > 0) {
  console.error(
    `[csp] ${missing.length} prerendered pages in ${appDir} have no Content-Security-Policy (${missing[0]}, ...).\n` +
      "[csp] Build with `npm run build`: its postbuild step stores each page's policy. Not starting.",
  );
  process.exit(1);
}
