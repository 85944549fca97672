import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "@/scripts/build/compile-hints.mjs";

const dirs: string[] = [];
function build(files: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  dirs.push(dist);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  return dist;
}
const read = (dist: string, name: string) => readFileSync(path.join(dist, name), "utf8");

afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("compile-hints", () => {
  it("is V8's magic comment for a whole file, alone on the first line", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    expect(withCompileHint("a();")).toBe(`${COMPILE_HINT}\na();`);
    expect(withCompileHint(withCompileHint("a();"))).toBe(`${COMPILE_HINT}\na();`);
  });

  it("marks every script of static/chunks, in subfolders too, once, and nothing else", () => {
    const dist = build({
      "static/chunks/a.js": "a();",
      "static/chunks/app/b.js": "b();",
      "static/chunks/c.css": "p{}",
      "static/media/d.js": "d();",
      "server/e.js": "e();",
    });
    expect(addCompileHints(dist)).toBe(2);
    expect(read(dist, "static/chunks/a.js")).toBe(`${COMPILE_HINT}\na();`);
    expect(read(dist, "static/chunks/app/b.js")).toBe(`${COMPILE_HINT}\nb();`);
    for (const untouched of ["static/chunks/c.css", "static/media/d.js", "server/e.js"])
      expect(read(dist, untouched)).not.toContain(COMPILE_HINT);
    expect(addCompileHints(dist)).toBe(0);
  });

  it("refuses a build with subresource integrity, whose hashes name Next's bytes", () => {
    const dist = build({ "static/chunks/a.js": "a();", "server/subresource-integrity-manifest.json": "{}" });
    expect(() => addCompileHints(dist)).toThrow(/subresource integrity/);
    expect(read(dist, "static/chunks/a.js")).toBe("a();");
  });
});
