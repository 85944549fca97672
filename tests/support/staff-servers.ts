import { execFileSync } from "node:child_process";

/**
 * Ports for the sign-in tests: the local OpenID server and the second production server that signs in against it.
 * Chosen free once in Playwright's main process and passed to its workers through the environment.
 */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script]));
}

process.env.E2E_OIDC_PORT ??= String(freePort());
process.env.E2E_STAFF_PORT ??= String(freePort());

export const oidcPort = Number(process.env.E2E_OIDC_PORT);
export const oidcURL = `http://localhost:${oidcPort}`;
export const staffPort = Number(process.env.E2E_STAFF_PORT);
/** localhost, not 127.0.0.1: Next rewrites the host and the PKCE cookie would be lost at the callback. */
export const staffURL = `http://localhost:${staffPort}`;
