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
    // CommonJS on purpose: the Node.js version check must load, and explain itself, on a Node.js too old for the rest.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // The layers (which room may import which, and that components read no data, through every chain of imports) and
  // the ban on import cycles are dependency-cruiser's: .dependency-cruiser.cjs, run by tests/unit/layers.test.ts.
  {
    // Components render what they are given, and that includes the deployment's settings: a page (app/) reads the
    // environment through lib and passes the result down, so a component renders the same wherever it runs.
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["components/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Components read no environment: take it as a prop from the page.",
        },
      ],
    },
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
