import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cache } from "react";
import { officesSchema } from "@/lib/content/schema";

/** content/data/offices.json, checked at build: a bad entry fails the build, as every content file does. */
export const loadOffices = cache(() => {
  const file = join(process.cwd(), "content", "data", "offices.json");
  const parsed = officesSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
});
