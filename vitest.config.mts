import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    // Tests that read every page or the whole import graph take seconds on two busy cores; none waits on time.
    testTimeout: 30_000,
    // Writes the generated modules and the search index when they are missing or stale (a fresh clone).
    globalSetup: ["tests/support/generated-files.ts"],
    server: { deps: { inline: ["next-intl", "next-auth"] } },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts", "lib/**/*.test.ts"], environment: "node" },
      },
      {
        // Client components rendered in jsdom with Testing Library: what a visitor does in one component (type, tick,
        // press) without a build or a browser. Layout, no-JS and whole journeys stay in the browser suite.
        extends: true,
        test: {
          name: "components",
          include: ["components/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
    ],
  },
});
