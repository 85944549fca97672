// The layers of the code and the ban on import cycles (docs/architecture.md, "The rooms"), checked by
// dependency-cruiser over every import: direct, transitive and dynamic (`await import(…)`). Run by
// tests/unit/layers.test.ts in `npm test`; by hand: `npx depcruise --config .dependency-cruiser.cjs app components lib`.
// CommonJS because dependency-cruiser loads its configuration with require().

/** Modules that read run-time state or files: the store and its readers, the session, the file system, the bundle. */
const READS_DATA = [
  "^lib/cache/",
  "^lib/feedback/(store|why)\\.ts$",
  "^lib/search/(stats|service|bundled|source)\\.ts$",
  "^lib/staff/",
  "^lib/auth/(config|guard|session-store)\\.ts$",
  "^lib/health/ready\\.ts$",
  "^lib/data/asset\\.ts$",
  "^lib/content/(files|collection-source)\\.ts$",
  "^lib/og/fonts\\.ts$",
  // lib/content's loaders: a page's text and data, and the page-data functions built on them.
  "^lib/content/(data|pages|overlays|collections|collection-routes|blocks|page-data|site-data)\\.ts$",
  "^node:fs",
  "^fs$",
  "^node_modules/next/headers",
];

/** The folders of our code (content/ holds no code; generated modules sit inside lib). */
const OURS = "^(app|components|lib|i18n|scripts|tests|deploy|middleware\\.ts|instrumentation\\.ts)";

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layers = [
  {
    name: "lib-is-the-bottom",
    comment: "lib is the bottom layer: what app or components and lib both need belongs in lib.",
    severity: "error",
    from: { path: "^lib/" },
    to: { path: "^(app|components|scripts|tests)/" },
  },
  {
    name: "i18n-depends-on-nothing-of-ours",
    comment: "i18n is read by every layer, the middleware included: it imports none of them.",
    severity: "error",
    from: { path: "^i18n/" },
    to: { path: OURS, pathNot: "^i18n/" },
  },
  {
    name: "components-read-no-data",
    comment:
      "Components render what they are given: a page (app/) reads the store, the session, files or content " +
      "through lib and passes it down as props. Counted through every chain of imports, dynamic ones included; " +
      "type-only imports read nothing and are not followed (see tests/unit/layers.test.ts).",
    severity: "error",
    // A component's own tests drive the real route handlers in-process (CONTRIBUTING.md, "Which layer a test belongs
    // to"): they are tests, not components.
    from: { path: "^components/", pathNot: "\\.test\\.tsx?$" },
    to: { path: READS_DATA, reachable: true },
  },
];

/** @type {import('dependency-cruiser').IForbiddenRuleType} */
const noCycles = {
  name: "no-cycles",
  comment:
    "Modules that import each other are one idea in two files: give what both need one home that both import. " +
    "Type imports count: a shared type belongs in a module both sides import.",
  severity: "error",
  from: { path: OURS },
  to: { circular: true },
};

module.exports = {
  forbidden: [...layers, noCycles],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next[^/]*|\\.open-next|tests/fixtures/layers)/|\\.d\\.m?ts$" },
    // Type-only imports are part of the graph for the cycle check; the layer check cruises without them
    // (tests/unit/layers.test.ts passes tsPreCompilationDeps: false), since they vanish from the built code.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
