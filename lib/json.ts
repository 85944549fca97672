import type { ZodType } from "zod";

/**
 * The one way this site reads JSON it did not write in the same breath: parse, then check with a zod schema. Content
 * data files and the index build's inputs come through here.
 */
type JsonResult<T> = { success: true; data: T } | { success: false; error: string };

/** Never throws: text that is not JSON, or JSON the schema refuses, comes back as `{ success: false, error }`. */
export function safeParseJson<T>(text: string, schema: ZodType<T>): JsonResult<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { success: false, error: `not JSON (${(error as Error).message})` };
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, error: parsed.error.message };
}

/** Throws with `source` (a file name) in the message: a bad content file fails the build and names itself. */
export function parseJson<T>(text: string, schema: ZodType<T>, source: string): T {
  const parsed = safeParseJson(text, schema);
  if (!parsed.success) throw new Error(`${source}: ${parsed.error}`);
  return parsed.data;
}
