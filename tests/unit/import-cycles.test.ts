import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No two modules of the repository import each other, counting `import type`: the site's rooms, the scripts, the
 * tests, deploy/ and the top-level configuration. This is the project's one cycle check: ESLint's import/no-cycle
 * skipped type-only imports (the cycles found in this code were type-only: a shared type belongs in a module both
 * sides import) and cost most of the lint's time, resolving every import of every file again.
 */
const ROOT = process.cwd();
const ROOTS = [
  "app",
  "components",
  "lib",
  "i18n",
  "scripts",
  "tests",
  "deploy",
  "middleware.ts",
  "instrumentation.ts",
  "next.config.ts",
  "playwright.config.ts",
  "playwright.edge.config.ts",
  "vitest.config.mts",
  "eslint.config.mjs",
];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sources(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return /\.(tsx?|mts|mjs)$/.test(path) && !/\.d\.m?ts$/.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) =>
    name === "generated" || name === "node_modules" ? [] : sources(join(path, name)),
  );
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(ROOT, dirname(from), specifier);
  else return undefined;
  const found = ["", ...EXTENSIONS]
    .map((ext) => base + ext)
    .find((path) => existsSync(path) && statSync(path).isFile());
  return found && relative(ROOT, found);
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveImport(file, fileName))
        .filter((path): path is string => !!path);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every strongly connected group of two or more modules (or a module importing itself), by Tarjan's algorithm. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("import cycles", () => {
  it("finds a type-only cycle (the check can fail)", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("has none in the repository's modules, type imports included", () => {
    const graph = importGraph(ROOTS.flatMap(sources));
    expect(graph.get("lib/search/snippet.ts")).toContain("lib/search/query-types.ts");
    expect(graph.get("tests/e2e/two-instances.spec.ts")).toContain("deploy/nginx/pair.mjs");
    expect(graph.get("scripts/test/all.mjs")).toContain("scripts/test/ensure-system.mjs");
    expect(cycles(graph)).toEqual([]);
  });
});
