import NextAuth, { type NextAuthConfig } from "next-auth";
import MicrosoftEntraID from "next-auth/providers/microsoft-entra-id";
import { cookies } from "next/headers";
import { decideAccess, emailOf, idClaimsSchema } from "./access";
import { applyAuthUrlDefault, AUTH_SCOPES, HINT_COOKIE_OPTIONS, SESSION_MAX_AGE_SECONDS } from "./env";
import { fetchGraphMe } from "./graph";
import { HINT_COOKIE } from "./hint";
import { staffJwt, type JwtDeps, type StaffToken } from "./jwt";
import { authLogger } from "./logger";
import { SIGN_IN_PATH } from "./paths";
import { refreshTokens, type TokenSet } from "./refresh";
import { endSession } from "./session-store";

// Before Auth.js reads the environment: AUTH_URL from SITE_URL when neither it nor AUTH_TRUST_HOST is set.
applyAuthUrlDefault();

declare module "next-auth" {
  interface Session {
    /** Set at sign-in for identities that passed the tenant and domain checks. */
    staff?: boolean;
    error?: TokenSet["error"];
  }
}

/** What the jwt callback asks of the identity provider: Graph /me at sign-in, new tokens when they are due. */
const jwtDeps: JwtDeps = {
  fetchMe: (accessToken) => fetchGraphMe(accessToken),
  refresh: (tokens, refreshConfig) => refreshTokens(tokens, refreshConfig),
  refreshConfig: () => ({
    issuer: process.env.AUTH_MICROSOFT_ENTRA_ID_ISSUER ?? "",
    clientId: process.env.AUTH_MICROSOFT_ENTRA_ID_ID ?? "",
    clientSecret: process.env.AUTH_MICROSOFT_ENTRA_ID_SECRET ?? "",
  }),
};

/**
 * The only next-auth configuration, for staff sign-in. Microsoft Entra ID, configured by the standard variables the
 * provider reads itself: AUTH_SECRET, AUTH_MICROSOFT_ENTRA_ID_ID, AUTH_MICROSOFT_ENTRA_ID_SECRET,
 * AUTH_MICROSOFT_ENTRA_ID_ISSUER, AUTH_URL. The session is a JWT in an encrypted cookie; the server records only
 * which sessions have been signed out (session-store.ts), checked by the jwt callback on every request. Only the
 * server reads it (the staff pages and Auth.js's, the staff forms' and the renewal's routes): the middleware does not.
 */
const config: NextAuthConfig = {
  providers: [
    MicrosoftEntraID({
      // Spec section 7: authorization code with PKCE (Auth.js always uses S256), plus state and nonce.
      checks: ["pkce", "state", "nonce"],
      authorization: { params: { scope: AUTH_SCOPES } },
      // Our own profile(): the default one fetches the Graph photo and breaks sign-in when that fails.
      profile(raw) {
        const claims = idClaimsSchema.parse(raw);
        return { id: claims.sub, name: claims.name ?? null, email: emailOf(claims) ?? null, image: null };
      },
    }),
  ],
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  logger: authLogger,
  pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
  callbacks: {
    // Returning false sends the user to the error page with AccessDenied: the "not authorised" page, not an error.
    signIn({ profile }) {
      const decision = decideAccess(profile);
      if (!decision.ok) console.info(`[auth] sign-in refused: ${decision.reason}`);
      return decision.ok;
    },
    // Sign-in, the absolute end of the session and the token refresh: lib/auth/jwt.ts.
    jwt({ token, account, profile }) {
      return staffJwt({ token, account, profile }, jwtDeps);
    },
    // Only what the header and the staff pages need reaches /api/auth/session: never the provider's tokens.
    session({ session, token }) {
      const endsAt = (token as StaffToken).endsAt;
      return {
        // The cookie's sliding expiry, but never past the session's absolute end.
        expires:
          endsAt && endsAt * 1000 < Date.parse(session.expires)
            ? new Date(endsAt * 1000).toISOString()
            : session.expires,
        user: { name: token.name ?? null, email: token.email ?? "" },
        staff: token.staff === true,
        error: (token as TokenSet).error,
      } as typeof session;
    },
    // Same-site targets only; anything else goes to the staff home.
    redirect({ url, baseUrl }) {
      if (url.startsWith("/") && !url.startsWith("//")) return `${baseUrl}${url}`;
      try {
        if (new URL(url).origin === baseUrl) return url;
      } catch {}
      return `${baseUrl}/staff`;
    },
  },
  events: {
    async signIn() {
      await setHint(true);
    },
    // Auth.js's sign-out, from our route or its own endpoint: the session ends on the server, not just in the browser.
    async signOut(message) {
      const sid = "token" in message ? (message.token as StaffToken | null)?.sid : undefined;
      if (sid) await endSession(sid);
      await setHint(false);
    },
  },
};

async function setHint(on: boolean) {
  try {
    const jar = await cookies();
    if (on) jar.set(HINT_COOKIE, "1", HINT_COOKIE_OPTIONS);
    else jar.delete(HINT_COOKIE);
  } catch {
    // Outside a request that can set cookies: the renewal route and the header leaf keep the hint right anyway.
  }
}

export const { handlers, auth } = NextAuth(config);
/**
 * The configuration as NextAuth completed it (base path, secret): the staff forms' actions use it (./actions.ts), and
 * the renewal's read of the session (./session-read.ts).
 */
export { config as authConfig };

/**
 * The configuration a page reads the session with (./session-read.ts): every check of the jwt callback, but no
 * refresh and no renewal mark, since a page cannot write the cookie. `seen` gets the token as checked, for the page to
 * tell whether it is due for renewal.
 */
export function readingConfig(seen: (token: StaffToken) => void): NextAuthConfig {
  const reading: JwtDeps = { fetchMe: jwtDeps.fetchMe, refreshConfig: jwtDeps.refreshConfig };
  return {
    ...config,
    callbacks: {
      ...config.callbacks,
      async jwt({ token }) {
        const checked = await staffJwt({ token }, reading);
        if (checked) seen(checked);
        return checked;
      },
    },
  };
}
