/**
 * The CSP sources of the boot script (lib/client/boot-script.ts) for the pages rendered per request. Next puts the
 * request's nonce on its own inline scripts only; ours is allowed by its hash. Its text has two forms (splash on or
 * off, a content setting read at build), so both are allowed: the middleware cannot read content.
 */
import { bootScript, SPLASH_SECONDS } from "../client/boot-script";
import { sha256Source } from "./headers";

let hashes: Promise<string[]> | undefined;

export function bootScriptHashes(): Promise<string[]> {
  hashes ??= Promise.all([true, false].map((splash) => sha256Source(bootScript(splash, SPLASH_SECONDS))));
  return hashes;
}
