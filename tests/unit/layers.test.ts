import { cruise, type ICruiseOptions, type ICruiseResult, type IFlattenedRuleSet } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md and the ban on import cycles, as dependency-cruiser checks them with the rules of
 * .dependency-cruiser.cjs, over every chain of imports (transitive and dynamic ones included). Two cruises: the layers
 * without type-only imports (they read nothing and vanish from the built code), the cycles with them (a type shared
 * both ways belongs in a module both sides import).
 */
const CODE = [
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
const FIXTURE = "tests/fixtures/layers";

type Check = "layers" | "cycles";

async function violations(check: Check, roots: string[], baseDir?: string): Promise<string[]> {
  const options = (await extractDepcruiseOptions("./.dependency-cruiser.cjs")) as ICruiseOptions & {
    ruleSet: IFlattenedRuleSet;
  };
  const forbidden = (options.ruleSet.forbidden ?? []).filter((rule) =>
    check === "cycles" ? rule.name === "no-cycles" : rule.name !== "no-cycles",
  );
  const tsConfig = extractTSConfig("tsconfig.json");
  const { output } = await cruise(
    roots,
    {
      ...options,
      ruleSet: { ...options.ruleSet, forbidden },
      validate: true,
      tsPreCompilationDeps: check === "cycles",
      ...(baseDir ? { baseDir, exclude: { path: "(^|/)node_modules/" } } : {}),
    },
    {},
    { tsConfig },
  );
  return (output as ICruiseResult).summary.violations.map(
    (v) =>
      `${v.rule.name}: ${v.from} → ${v.to}${v.via?.length ? ` (via ${v.via.map((x) => x.name).join(" → ")})` : ""}`,
  );
}

// Reachability over the whole graph takes seconds (about 10 s on two busy cores), not the default 5.
describe("the layers and cycles (dependency-cruiser)", { timeout: 60_000 }, () => {
  it("catch a forbidden chain: through a harmless-looking module, a dynamic import, lib reaching up, a type cycle", async () => {
    const layers = await violations("layers", ["components", "lib"], FIXTURE);
    expect(layers).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^components-read-no-data: components\/ThroughLib\.tsx → lib\/content\/pages\.ts/),
        expect.stringMatching(/^components-read-no-data: components\/Dynamic\.tsx → lib\/cache\/index\.ts/),
        expect.stringMatching(/^lib-is-the-bottom: lib\/bottom\.ts → components\/TypeOnly\.tsx/),
      ]),
    );
    // A type import reads nothing.
    expect(layers.filter((v) => v.includes("components/TypeOnly.tsx →"))).toEqual([]);
    const cycles = await violations("cycles", ["lib/cycle"], FIXTURE);
    expect(cycles).toEqual(
      expect.arrayContaining([expect.stringMatching(/^no-cycles: lib\/cycle\/a\.ts → lib\/cycle\/b\.ts/)]),
    );
  });

  it("hold over every chain of the repository's imports", async () => {
    expect(await violations("layers", CODE)).toEqual([]);
  });

  it("find no import cycle in the repository, type imports included", async () => {
    expect(await violations("cycles", CODE)).toEqual([]);
  });
});
