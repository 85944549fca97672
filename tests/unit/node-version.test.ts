import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The pre-script of `npm run serve` and `npm test`: CommonJS so that it runs on any Node.js, loaded here as it is.
const script = "scripts/node/check-version.cjs";
const { atLeast, minimumVersion, problem } = createRequire(import.meta.url)(`../../${script}`) as {
  atLeast: (version: string, minimum: string) => boolean;
  minimumVersion: () => string;
  problem: (version: string, minimum: string, recommended: string) => string[] | null;
};

describe("the Node.js version check", () => {
  it("takes its minimum from package.json's engines", () => {
    const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;
    expect(engines).toBe(`>=${minimumVersion()}`);
    expect(minimumVersion()).toBe("22.12");
  });

  it("compares versions part by part", () => {
    expect(atLeast("22.12.0", "22.12")).toBe(true);
    expect(atLeast("v24.1.0", "22.12")).toBe(true);
    expect(atLeast("22.11.9", "22.12")).toBe(false);
    expect(atLeast("20.20.2", "22.12")).toBe(false);
    expect(atLeast("100.0.0", "22.12")).toBe(true);
  });

  it("stops an old Node.js, naming what was found, what is needed and how to get it", () => {
    const lines = problem("v20.20.2", "22.12", "24")?.join("\n") ?? "";
    expect(lines).toContain("this is Node.js 20.20.2");
    expect(lines).toContain("Node.js 22.12 or later");
    expect(lines).toContain("24 LTS");
    expect(lines).toContain("Nothing was installed");
    expect(lines).toContain("nvm install");
    expect(lines).toContain("scripts/node/ensure-node.sh");
  });

  it("lets a supported Node.js through silently", () => {
    expect(problem("22.12.0", "22.12", "24")).toBeNull();
    expect(problem("24.21.0", "22.12", "24")).toBeNull();
    const run = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });

  it("runs before both README commands install anything", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts.preserve).toBe(`node ${script}`);
    expect(scripts.pretest).toBe(`node ${script}`);
    expect(scripts.serve.startsWith("npm install")).toBe(true);
  });
});
