import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOADER_PATH, patchSource, PRODUCTION_RUNTIMES } from "@/scripts/patches/defer-framework-scripts.mjs";

// The shape of Next's getRequiredScripts as its production runtimes minify it (next 16.4), cut to what matters.
const MINIFIED = `var ev={preinit(){}};function re(e){return e.split("/").map(e=>encodeURIComponent(e)).join("/")}function rt(e,t,r,n,a,i,s){var o;let l,u=[],c={src:"",crossOrigin:r},d=((null==(o=e.rootMainFilesTree)?void 0:o[s])||e.rootMainFiles).map(re);if(0===d.length)throw Error("Invariant: missing bootstrap script. This is a bug in Next.js");c.src=\`\${t}/_next/\`+d[0]+a;for(let e=1;e<d.length;e++)u.push(\`\${t}/_next/\`+d[e]+a);l=()=>{for(let e=0;e<u.length;e++)ev.preinit(u[e],{as:"script",nonce:i,crossOrigin:r})};return[l,c]}`;

type Scripts = [() => void, { src: string; crossOrigin?: string }];
const load = (source: string) => new Function(`${source};return rt`)() as (...args: unknown[]) => Scripts;
const manifest = { rootMainFiles: ["static/chunks/a b.js", "static/chunks/turbopack-1.js"] };

describe("defer-framework-scripts", () => {
  it("hands Next's chunk list to the loader instead of writing script tags", () => {
    const { source, changed } = patchSource(MINIFIED);
    expect(changed).toBe(true);
    const [preinit, bootstrap] = load(source)(manifest, "", "anonymous", undefined, "?dpl=1", undefined, "/page");
    expect(preinit.toString()).toBe("function(){}");
    expect(bootstrap.crossOrigin).toBe("anonymous");
    const [file, list] = bootstrap.src.split("#");
    expect(file).toBe(LOADER_PATH);
    expect(list.split(",").map(decodeURIComponent)).toEqual([
      "/_next/static/chunks/a%20b.js?dpl=1",
      "/_next/static/chunks/turbopack-1.js?dpl=1",
    ]);
  });

  it("leaves subresource integrity and an empty list to Next's own code", () => {
    const rt = load(patchSource(MINIFIED).source);
    const [, withSri] = rt(manifest, "", undefined, { "static/chunks/a%20b.js": "sha384-x" }, "", undefined, "/page");
    expect(withSri.src).toBe("/_next/static/chunks/a%20b.js");
    expect(() => rt({ rootMainFiles: [] }, "", undefined, undefined, "", undefined, "/page")).toThrow(
      /missing bootstrap/,
    );
  });

  it("patches once, and stops when Next's code has changed shape", () => {
    const once = patchSource(MINIFIED).source;
    expect(patchSource(once)).toEqual({ source: once, changed: false });
    expect(() => patchSource("function rt(e){return[]}")).toThrow(/no "Invariant/);
  });

  it("is what the installed Next carries: patch-package applied patches/next+<version>.patch to its production runtimes", () => {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve("next/package.json")),
      "dist/compiled/next-server",
    );
    const runtimes = readdirSync(dir).filter((f) => PRODUCTION_RUNTIMES.test(f));
    expect(runtimes).toHaveLength(2);
    for (const file of runtimes)
      expect(patchSource(readFileSync(path.join(dir, file), "utf8")).changed, file).toBe(false);
  });
});
