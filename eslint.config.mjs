import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    // Modules that import each other are one idea in two files: each should have one home that both import.
    // eslint-config-next registers eslint-plugin-import with the TypeScript resolver. The rule skips `import type`, so
    // type-only cycles are caught by tests/unit/import-cycles.test.ts instead.
    files: ["**/*.{ts,tsx,mts,mjs}"],
    rules: { "import/no-cycle": "error" },
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
