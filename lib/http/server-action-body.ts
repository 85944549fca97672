/**
 * What a server action may be sent (docs/security.md, "Limits"): the staff pages' forms (sign-in, sign-out, republish)
 * post a few short fields as multipart/form-data, with JavaScript or without. Anything else (another content type, a
 * body over the limit, a form cut short) is refused here, before Next.js decodes it: Next answers 500 when decoding
 * fails. Edge-safe: the middleware runs it.
 */
import { BodyTooLarge, readBoundedBytes } from "./body";

/** The largest staff form is well under 1 KiB. */
export const SERVER_ACTION_BODY_LIMIT = 16 * 1024;

export type BodyRefusal = { status: 400 | 413 | 415; message: string };

export async function checkServerActionBody(
  request: Request,
  limit = SERVER_ACTION_BODY_LIMIT,
): Promise<BodyRefusal | undefined> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    return { status: 415, message: "Unsupported Media Type: send the page's form." };
  let bytes: Uint8Array;
  try {
    // A clone: Next still reads the original stream for the action itself.
    bytes = await readBoundedBytes(request.clone(), limit);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return { status: 413, message: `Content Too Large: forms are at most ${limit} bytes.` };
    return { status: 400, message: "Bad Request: the body could not be read." };
  }
  try {
    await new Response(bytes as BodyInit, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { status: 400, message: "Bad Request: the form is incomplete or malformed." };
  }
  return undefined;
}
