import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** An import of one of our modules, by alias or relative path, with or without its extension. */
const ourModule = (path) => `^(?:@/|(?:\\.\\./)+)${path}(?:\\.tsx?)?$`;

const PROP_MESSAGE =
  "Components do not read data: read it in the page (app/) through lib, and take it as a prop from the page.";

/** Modules that read run-time state or files: the store and its readers, the session, the file system. */
const READS_DATA = [
  "lib/cache(?:/.*)?",
  "lib/feedback/(?:store|why)",
  "lib/search/(?:stats|service|bundled|source)",
  "lib/staff/.*",
  "lib/auth/(?:config|guard|session-store)",
  "lib/health/ready",
  "lib/data/asset",
  "lib/content/(?:files|collection-source)",
  "lib/og/fonts",
];
/**
 * lib/content's loaders: a page's text and data (content/), read while it is prerendered or from the bundle, and the
 * page-data functions built on them (a page's blocks, the frame's data, a collection page).
 */
const LOADS_CONTENT = ["lib/content/(?:data|pages|overlays|collections|collection-routes|blocks|page-data|site-data)"];

/** The options of @typescript-eslint/no-restricted-imports for components; type imports read nothing. */
const COMPONENT_IMPORTS = {
  paths: ["fs", "node:fs", "fs/promises", "node:fs/promises", "next/headers"].map((name) => ({
    name,
    message: PROP_MESSAGE,
  })),
  patterns: [...READS_DATA, ...LOADS_CONTENT].map((path) => ({
    regex: ourModule(path),
    message: PROP_MESSAGE,
    allowTypeImports: true,
  })),
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Pages link with plain <a>: each visit is a full document load of static HTML, as on GOV.UK. next/link's router
    // and its prefetching cost 46 KiB of gzip JavaScript and ~27 KiB of RSC prefetches on a phone's first visit, over
    // the 200 KiB first-view budget (tests/e2e/first-view.spec.ts).
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // CommonJS on purpose: the Node.js version check must load, and explain itself, on a Node.js too old for the rest.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Modules that import each other are one idea in two files: each should have one home that both import. The check is
  // tests/unit/import-cycles.test.ts, over every folder, type imports included; import/no-cycle skipped type imports
  // and took most of the lint's time (73 of 88 s on two cores) resolving every import again.
  {
    // The rooms' layers (docs/architecture.md): app uses components and lib, components use lib, lib uses neither, and
    // i18n uses none of them. The rule resolves each import, so `@/components/…` and `../../components/…` are one.
    files: ["**/*.{ts,tsx,mts,mjs}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./lib",
              from: ["./app", "./components"],
              message: "lib is the bottom layer: move what both need into lib.",
            },
            {
              target: ["./i18n", "./content"],
              from: ["./app", "./components", "./lib", "./middleware.ts", "./scripts", "./tests"],
              message: "i18n and content depend on nothing of ours.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components render what they are given: a page (app/) reads the store, the session, files or content through
    // lib, and passes the result down, so what a page reads, and what it shows when a read fails, is in one place.
    // No exceptions: the blocks a page's Markdown names get their data from the page too (lib/content/blocks.ts).
    files: ["components/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", COMPONENT_IMPORTS] },
  },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".open-next/**",
      ".wrangler/**",
      "tmp/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "public/**",
    ],
  },
];

export default config;
