import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/cache/rate-limit";
import { REDIS_TIMEOUT_MS } from "@/lib/cache/upstash";
import { MAX_QUERY_LENGTH } from "@/lib/search/params";
import { FIRST_VIEW_BUDGET_BYTES } from "@/scripts/bench/lib/first-view";
import { WORKER_BUDGET_KIB } from "@/scripts/edge/worker-size.mjs";
import { BODY_LIMIT_MIB } from "@/scripts/build/nginx-conf";

/**
 * What README, CONTRIBUTING and docs/ state about the repository, checked against it: every npm script and npx
 * command they name exists, every path they name is there, every variable of the configuration table is read by the
 * code, every local port they give is the code's, and each number that has a home in the code is the number there
 * (imported below, never typed again here). A statement that drifts fails here, not in a newcomer's shell.
 * benchmarks.md and search-engines.md are dated records: their numbers are not checked, and they may name files the
 * repository once had.
 */
const ROOT = process.cwd();
const DOCS = ["README.md", "CONTRIBUTING.md", ...readdirSync("docs").map((name) => `docs/${name}`)].filter((f) =>
  f.endsWith(".md"),
);
const text = (file: string) => readFileSync(join(ROOT, file), "utf8");
const pkg = JSON.parse(text("package.json")) as { scripts: Record<string, string>; engines: { node: string } };

/** Every match of `pattern` in the docs, with where it was found. */
function statements(pattern: RegExp, docs = DOCS): { doc: string; line: number; match: RegExpExecArray }[] {
  return docs.flatMap((doc) =>
    text(doc)
      .split("\n")
      .flatMap((line, i) => [...line.matchAll(new RegExp(pattern, "g"))].map((match) => ({ doc, line: i + 1, match }))),
  );
}
const at = (s: { doc: string; line: number }) => `${s.doc}:${s.line}`;

/** The code and configuration the docs describe (not the docs themselves, not what is built or installed). */
function codeFiles(dir = "."): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === "." ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return /^(node_modules|\.next.*|\.open-next|\.wrangler|\.git|test-results|playwright-report|content|docs)$/.test(
        entry.name,
      )
        ? []
        : codeFiles(path);
    return /\.(ts|tsx|mts|mjs|cjs|js|json|jsonc|conf|sh)$|^run$/.test(entry.name) && !path.includes("package-lock")
      ? [path]
      : [];
  });
}
const code = codeFiles()
  .map((file) => text(file))
  .join("\n");

/** Every file the repository tracks, for a bare file name a doc gives in the context of its folder. */
const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const baseNames = new Set(tracked.map((file) => file.split("/").at(-1)));
/** Names the docs give for files not ours: Next 16's proxy (docs/upgrading.md says why not), OpenNext's output. */
const NOT_OURS = new Set(["proxy.ts", "handler.mjs.meta.json"]);
/** Dated records of measurements and decisions: they may name files since removed. */
const RECORDS = ["docs/benchmarks.md", "docs/search-engines.md"];
const once = new Set(
  execFileSync("git", ["log", "--format=", "--name-only"], { encoding: "utf8", maxBuffer: 64 << 20 })
    .split("\n")
    .map((file) => file.split("/").at(-1)),
);
/** Ports of tools, not of this repository: wrangler dev's inspector. */
const TOOL_PORTS = new Set(["9229"]);

/** A path as a doc gives it: from the root or the doc's folder, a module without its extension, or a bare name. */
function exists(path: string, doc: string): boolean {
  // A bare name: a file of ours, or one the code writes (a generator names it).
  if (!path.includes("/")) return baseNames.has(path) || NOT_OURS.has(path) || code.includes(path);
  return ["", ".ts", ".tsx", ".mjs"].some(
    (ext) => existsSync(join(ROOT, path + ext)) || existsSync(join(ROOT, dirname(doc), path + ext)),
  );
}

describe("the docs state what the repository has", () => {
  it("name only npm scripts that package.json defines", () => {
    const found = statements(/npm run ([a-z][\w:-]*)/);
    expect(found.length).toBeGreaterThan(20);
    const missing = found.filter((s) => !(s.match[1] in pkg.scripts)).map((s) => `${at(s)}: npm run ${s.match[1]}`);
    expect(missing).toEqual([]);
  });

  it("name only npx commands that are installed", () => {
    const found = statements(/`npx ([a-z@][\w@/.-]*)/);
    expect(found.length).toBeGreaterThan(5);
    const missing = found
      .filter((s) => !existsSync(join(ROOT, "node_modules", ".bin", s.match[1])))
      .map((s) => `${at(s)}: npx ${s.match[1]}`);
    expect(missing).toEqual([]);
  });

  it("name only paths that exist", () => {
    const rooms = "app|components|lib|scripts|tests|docs|deploy|content|messages|public|patches|i18n|\\.ci";
    const files = "(?:[\\w.[\\]-]+\\.(?:ts|tsx|mts|mjs|cjs|json|jsonc|md|conf|css|sh)|\\.nvmrc)";
    const found = statements(new RegExp(`\`((?:${rooms})/[^\`\\s*<>{}…]*|${files})(?::\\d+(?:-\\d+)?)?\``));
    expect(found.length).toBeGreaterThan(100);
    const missing = found
      .map((s) => ({ ...s, path: s.match[1].replace(/[.,;:]$/, "") }))
      // Folders the build or the generators write, not the repository; a doc's made-up example of a new page.
      .filter((s) => !/(^|\/)generated(\/|$)|Example/.test(s.path))
      // The decision records may name what the repository once had.
      .filter((s) => !(RECORDS.includes(s.doc) && once.has(s.path.split("/").at(-1)!)))
      .filter((s) => !exists(s.path, s.doc))
      .map((s) => `${at(s)}: ${s.path}`);
    expect(missing).toEqual([]);
  });

  it("link only to files that exist", () => {
    // Links to the site's own pages (`/Law/act`) are content's, checked by the browser suite's link checker.
    const found = statements(/\]\(((?!https?:|#|mailto:|\/)[^)#\s]+)(?:#[^)]*)?\)/);
    expect(found.length).toBeGreaterThan(20);
    const missing = found
      .filter((s) => !existsSync(normalize(join(ROOT, dirname(s.doc), s.match[1]))))
      .map((s) => `${at(s)}: ${s.match[1]}`);
    expect(missing).toEqual([]);
  });

  it("list only configuration variables that the code reads", () => {
    const found = statements(/^\| `([A-Z][A-Z0-9_]+)`/, ["README.md"]);
    expect(found.length).toBeGreaterThan(15);
    const unread = found.filter((s) => !code.includes(s.match[1])).map((s) => `${at(s)}: ${s.match[1]}`);
    expect(unread).toEqual([]);
  });

  it("give only local ports that the code uses, or that the command beside them sets", () => {
    const found = statements(/localhost:(\d{2,5})/);
    expect(found.length).toBeGreaterThan(5);
    const stray = found
      .filter((s) => !new RegExp(`\\b${s.match[1]}\\b`).test(code))
      .filter((s) => !text(s.doc).includes(`=${s.match[1]}`) && !TOOL_PORTS.has(s.match[1]))
      .map((s) => `${at(s)}: localhost:${s.match[1]}`);
    expect(stray).toEqual([]);
  });
});

describe("each number with a home in the code is that number in the docs", () => {
  const kib = (bytes: number) => bytes / 1024;
  const facts: { what: string; pattern: RegExp; value: number; min?: number }[] = [
    { what: "the first-view budget", pattern: /(\d+) KiB per key page/, value: kib(FIRST_VIEW_BUDGET_BYTES), min: 2 },
    { what: "the first-view budget", pattern: /hold every key page to (\d+) KiB/, value: kib(FIRST_VIEW_BUDGET_BYTES) },
    { what: "the search query's length", pattern: /(\d+) characters after trimming/, value: MAX_QUERY_LENGTH },
    { what: "the search query's length", pattern: /at most (\d+) characters, no control/, value: MAX_QUERY_LENGTH },
    { what: "the search budget", pattern: /(\d+) per 10 s/, value: LIMITS.search.limit, min: 2 },
    { what: "the search budget's default", pattern: /^\| `SEARCH_RATE_LIMIT` \| `(\d+)`/, value: LIMITS.search.limit },
    { what: "the Worker's budget", pattern: /aim(?: of|: ≤) ([\d ]+) KiB/, value: WORKER_BUDGET_KIB, min: 2 },
    { what: "the wait for Redis", pattern: /Waiting for Redis \| (\d+) ms a call/, value: REDIS_TIMEOUT_MS },
    {
      what: "nginx's body limit",
      pattern: /(\d+) MiB at most|body, through nginx \| (\d+) MiB/,
      value: BODY_LIMIT_MIB,
      min: 2,
    },
    { what: "nginx's body limit", pattern: /`client_max_body_size (\d+)m`/, value: BODY_LIMIT_MIB },
    {
      what: "the oldest Node.js supported",
      pattern: /Node\.js (\d+\.\d+)\+/,
      value: Number(pkg.engines.node.replace(">=", "")),
    },
    { what: "the Node.js of .nvmrc", pattern: /`\.nvmrc`: (\d+)/, value: Number(text(".nvmrc").trim()) },
  ];

  for (const fact of facts) {
    it(`${fact.what}: ${fact.pattern.source}`, () => {
      const found = statements(fact.pattern).filter((s) => !RECORDS.includes(s.doc));
      expect(found.length, "stated somewhere").toBeGreaterThanOrEqual(fact.min ?? 1);
      const wrong = found
        .map((s) => ({ ...s, n: Number((s.match[1] ?? s.match[2]).replace(/ /g, "")) }))
        .filter((s) => s.n !== fact.value)
        .map((s) => `${at(s)}: ${s.n}, the code says ${fact.value}`);
      expect(wrong).toEqual([]);
    });
  }
});
