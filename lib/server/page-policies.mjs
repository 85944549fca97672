/** Which prerendered pages of a build have no stored Content-Security-Policy (require-page-policies.mjs). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The prerendered pages under `appDir` (paths of their .html files) whose stored headers have no policy. */
export function pagesWithoutPolicy(appDir) {
  const missing = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".html")) {
        const meta = path.replace(/\.html$/, ".meta");
        const headers = existsSync(meta) ? JSON.parse(readFileSync(meta, "utf8")).headers : undefined;
        if (!headers?.["content-security-policy"]) missing.push(path);
      }
    }
  };
  if (existsSync(appDir)) walk(appDir);
  return missing;
}
