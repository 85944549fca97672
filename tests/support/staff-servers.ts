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

/** What a production server needs to sign staff in against the local OpenID server, serving at `origin`. */
export function staffSignInEnv(origin: string): Record<string, string> {
  return {
    AUTH_URL: `${origin}/api/auth`,
    AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789abcdef",
    AUTH_MICROSOFT_ENTRA_ID_ID: "ccip-staff-e2e",
    AUTH_MICROSOFT_ENTRA_ID_SECRET: "e2e-client-secret",
    AUTH_MICROSOFT_ENTRA_ID_ISSUER: oidcURL,
    AUTH_STAFF_EMAIL_DOMAINS: "staff.example",
    // Graph /me answered by the mock's userinfo (no displayName there): sign-in must not depend on it.
    AUTH_GRAPH_ME_URL: `${oidcURL}/userinfo`,
  };
}
