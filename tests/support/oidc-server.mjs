// A real OpenID Connect server standing in for Microsoft Entra ID in the browser tests, started by
// Playwright's webServer on OIDC_PORT. It approves /authorize at once, supports PKCE S256 and the refresh-token grant.
// Tokens carry no `tid` claim: with one, Auth.js re-runs discovery and insists on HTTPS, which this server has not.
// The `login_hint` sent through our sign-in page picks the user:
//   (none) staff member; outsider: wrong e-mail domain; norole: right domain, but without the staff app role
//   (any account of the tenant); expiring: token about to expire, refresh refused; refresh: token about
//   to expire, refresh allowed; cancel: the user cancels (error=access_denied).
// Staff users carry the app role in `roles`, as Entra ID puts it in the ID token (docs/staff-sign-in.md).
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OIDC_PORT);
if (!port) throw new Error("set OIDC_PORT");

const STAFF_ROLE = ["Staff.Access"];
const USERS = {
  staff: { sub: "staff-1", name: "Somchai Jaidee", preferred_username: "somchai@staff.example", roles: STAFF_ROLE },
  outsider: { sub: "outsider-1", name: "Mallory Outsider", email: "mallory@outside.example", roles: STAFF_ROLE },
  norole: { sub: "guest-1", name: "Guest Without Role", preferred_username: "guest@staff.example" },
  expiring: {
    sub: "staff-2",
    name: "Expiring Staff",
    preferred_username: "expiring@staff.example",
    roles: STAFF_ROLE,
    ttl: 60,
    refuseRefresh: true,
  },
  refresh: {
    sub: "staff-3",
    name: "Refreshed Staff",
    preferred_username: "refresh@staff.example",
    roles: STAFF_ROLE,
    ttl: 200,
  },
};

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.issuer.url = `http://localhost:${port}`;

const byCode = new Map();
const byRefreshToken = new Map();
const userOf = (req) => (req.body?.code ? byCode.get(req.body.code) : byRefreshToken.get(req.body?.refresh_token));

server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const hint = typeof req.query.login_hint === "string" ? req.query.login_hint : "staff";
  if (hint === "cancel") {
    redirect.url.searchParams.delete("code");
    redirect.url.searchParams.set("error", "access_denied");
    redirect.url.searchParams.set("error_description", "AADSTS65004: User declined to consent");
    return;
  }
  byCode.set(redirect.url.searchParams.get("code"), USERS[hint] ?? USERS.staff);
});

server.service.on("beforeTokenSigning", (token, req) => {
  const user = userOf(req);
  if (!user) return;
  const { ttl, refuseRefresh, ...claims } = user;
  void refuseRefresh;
  Object.assign(token.payload, claims);
  if (ttl) token.payload.exp = Math.floor(Date.now() / 1000) + ttl;
});

server.service.on("beforeResponse", (response, req) => {
  const user = userOf(req);
  if (req.body?.grant_type === "refresh_token" && (!user || user.refuseRefresh)) {
    response.statusCode = 400;
    response.body = { error: "invalid_grant", error_description: "AADSTS70008: The refresh token has expired" };
    return;
  }
  if (user?.ttl) response.body.expires_in = user.ttl;
  if (user && response.body.refresh_token) byRefreshToken.set(response.body.refresh_token, user);
});

await server.start(port, "localhost");
console.log(`[oidc] issuer ${server.issuer.url}`);
