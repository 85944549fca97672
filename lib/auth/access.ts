// Who may use the staff pages: the ID token's claims checked against the allowed e-mail domains.
import { z } from "zod";
import { expectedTenant, isMultiTenantIssuer, staffEmailDomains, staffRole } from "./env";

/** The ID-token claims we use. Entra ID tokens often lack `email`: `preferred_username` is the fallback. */
export const idClaimsSchema = z.object({
  sub: z.string().min(1),
  iss: z.string().optional(),
  tid: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  preferred_username: z.string().optional(),
  upn: z.string().optional(),
  /** Entra ID app roles assigned to the user (or a group of theirs) for this application. */
  roles: z.array(z.string()).optional(),
});
export type IdClaims = z.infer<typeof idClaimsSchema>;

type StaffUser = { id: string; name: string; email: string };
export type AccessDecision =
  { ok: true; user: StaffUser } | { ok: false; reason: "claims" | "tenant" | "role" | "domain" };

const EMAIL = z.email();

export function emailOf(claims: IdClaims): string | undefined {
  for (const candidate of [claims.email, claims.preferred_username, claims.upn]) {
    const parsed = EMAIL.safeParse(candidate?.trim());
    if (parsed.success) return parsed.data.toLowerCase();
  }
  return undefined;
}

/** Exact domain match: `staff.example` does not let in `evil-staff.example` or `x.staff.example`. */
export function emailDomainAllowed(email: string, domains: string[]): boolean {
  if (domains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return domains.includes(domain);
}

/**
 * Whether an identity is staff: from the organisation's tenant, holding the staff app role
 * (AUTH_STAFF_ROLE, default Staff.Access, in the token's `roles` claim: membership of the tenant alone, guests
 * included, is not enough), and, when AUTH_STAFF_EMAIL_DOMAINS is set, with an address in one of its domains.
 * The tenant is checked on the `tid` claim when the token has one; without it only a single-tenant issuer (already
 * verified against the token's `iss` by Auth.js) is trusted.
 */
export function decideAccess(raw: unknown, env: Record<string, string | undefined> = process.env): AccessDecision {
  const parsed = idClaimsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "claims" };
  const claims = parsed.data;
  const tenant = expectedTenant(env);
  if (claims.tid !== undefined) {
    if (!tenant || claims.tid.toLowerCase() !== tenant) return { ok: false, reason: "tenant" };
  } else if (isMultiTenantIssuer(env.AUTH_MICROSOFT_ENTRA_ID_ISSUER)) {
    return { ok: false, reason: "tenant" };
  }
  if (!claims.roles?.includes(staffRole(env))) return { ok: false, reason: "role" };
  const email = emailOf(claims);
  if (!email) return { ok: false, reason: "claims" };
  if (!emailDomainAllowed(email, staffEmailDomains(env))) return { ok: false, reason: "domain" };
  return { ok: true, user: { id: claims.sub, name: claims.name?.trim() || email, email } };
}
