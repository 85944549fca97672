import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "lib/**/*.test.ts"],
    environment: "node",
    // Writes the generated modules and the search index when they are missing or stale (a fresh clone).
    globalSetup: ["tests/support/generated-files.ts"],
    server: { deps: { inline: ["next-intl", "next-auth"] } },
  },
});
