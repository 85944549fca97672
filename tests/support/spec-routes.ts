import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The routes of spec section 2, read from ../shared/spec.md so the registry test follows the spec itself. */
export function specRoutes(): string[] {
  const file = join(process.cwd(), "..", "shared", "spec.md");
  if (!existsSync(file)) throw new Error(`${file} not found: clone the project with ../shared beside it`);
  const table = readFileSync(file, "utf8").split("### Routes")[1].split("###")[0];
  const paths = new Set<string>();
  for (const row of table.split("\n").filter((line) => line.startsWith("| /"))) {
    for (const match of row.split("|")[1].matchAll(/\/[A-Za-z/]*/g)) paths.add(match[0]);
  }
  return [...paths];
}
