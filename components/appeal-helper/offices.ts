import "server-only";
import { cache } from "react";
import { contentFile } from "@/lib/content/files";
import { officesSchema } from "@/lib/content/schema";

/** content/data/offices.json, checked at build: a bad entry fails the build, as every content file does. */
export const loadOffices = cache(() => {
  const file = "content/data/offices.json";
  const parsed = officesSchema.safeParse(JSON.parse(contentFile(file)));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
});
