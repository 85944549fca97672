// The server's record of staff sessions: which have ended (signed out), in the store the rate limits use.
import { getCache, upstashEnv } from "../cache";
import { SESSION_ABSOLUTE_SECONDS } from "./env";

/*
 * The session itself is a sealed cookie; what the server keeps is the list of sessions that ended early, by id,
 * for as long as any cookie of theirs could still be valid (the absolute lifetime). In memory by default, in
 * Upstash Redis when configured, so every instance and the Worker see a sign-out (docs/security.md, "Sessions").
 */
const ENDED = "auth:ended:";
const ID_TOKEN = "auth:id-token:";
const TTL = { ttlSeconds: SESSION_ABSOLUTE_SECONDS };

/**
 * When this process began keeping its record, in seconds since the epoch: on globalThis, as the store is
 * (lib/cache/index.ts), so every copy of this module in the server reads the same moment.
 */
const STARTED = Symbol.for("ccip.sessions-record-started");
const holder = globalThis as typeof globalThis & { [STARTED]?: number };
holder[STARTED] ??= Math.floor(Date.now() / 1000);

/**
 * Whether a session signed in at `signedInAt` is older than the record that would know of its sign-out. Without a
 * shared store (no Upstash) the record of ended sessions lives in this process's memory and is lost on restart, so a
 * session from before the process started may have been signed out in a record that no longer exists: it is refused
 * (fails closed), and everyone signs in again after a restart. With Upstash the record outlives any process.
 */
export function predatesRecord(signedInAt: number | undefined, shared = upstashEnv() !== undefined): boolean {
  if (shared) return false;
  return signedInAt === undefined || signedInAt < holder[STARTED]!;
}

/** A new session id: 128 random bits, hex. @public (used through jwt.ts's SessionRecord) */
export function newSessionId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether the session was signed out. @public (used through jwt.ts's SessionRecord) */
export async function sessionEnded(sid: string): Promise<boolean> {
  return (await getCache().get(ENDED + sid)) !== null;
}

/** Records the session as ended: every later request carrying a cookie of it is refused. */
export async function endSession(sid: string): Promise<void> {
  const cache = getCache();
  await Promise.all([cache.set(ENDED + sid, "1", TTL), cache.del(ID_TOKEN + sid)]);
}

/**
 * The identity provider's ID token, kept on the server for the sign-out hint (`id_token_hint`) rather than in the
 * cookie, which every request to the site carries. @public (used through jwt.ts's SessionRecord)
 */
export async function rememberIdToken(sid: string, idToken: string): Promise<void> {
  await getCache().set(ID_TOKEN + sid, idToken, TTL);
}

export async function idTokenOf(sid: string): Promise<string | undefined> {
  return (await getCache().get(ID_TOKEN + sid)) ?? undefined;
}
