import { describe, expect, it } from "vitest";
import { decideAccess, emailDomainAllowed, emailOf } from "@/lib/auth/access";
import { authConfigured, expectedTenant, staffEmailDomains } from "@/lib/auth/env";

const TENANT = "11111111-2222-3333-4444-555555555555";
const STAFF = ["Staff.Access"];
const env = {
  AUTH_MICROSOFT_ENTRA_ID_ISSUER: `https://login.microsoftonline.com/${TENANT}/v2.0`,
  AUTH_STAFF_EMAIL_DOMAINS: "bot.or.th, @Staff.Example",
};

describe("sign-in configuration", () => {
  it("needs all four variables", () => {
    const full = {
      AUTH_SECRET: "s",
      AUTH_MICROSOFT_ENTRA_ID_ID: "i",
      AUTH_MICROSOFT_ENTRA_ID_SECRET: "x",
      AUTH_MICROSOFT_ENTRA_ID_ISSUER: "https://i",
    };
    expect(authConfigured(full)).toBe(true);
    expect(authConfigured({ ...full, AUTH_SECRET: " " })).toBe(false);
    expect(authConfigured({})).toBe(false);
  });

  it("reads the allow-list and the tenant", () => {
    expect(staffEmailDomains(env)).toEqual(["bot.or.th", "staff.example"]);
    expect(staffEmailDomains({})).toEqual([]);
    expect(expectedTenant(env)).toBe(TENANT);
    expect(
      expectedTenant({ AUTH_MICROSOFT_ENTRA_ID_ISSUER: "https://login.microsoftonline.com/common/v2.0" }),
    ).toBeUndefined();
    expect(expectedTenant({ ...env, AUTH_MICROSOFT_ENTRA_ID_TENANT_ID: "ABC" })).toBe("abc");
  });
});

describe("who is staff", () => {
  it("falls back from email to preferred_username", () => {
    expect(emailOf({ sub: "1", preferred_username: "Ann@Bot.or.th" })).toBe("ann@bot.or.th");
    expect(emailOf({ sub: "1", email: "not-an-address", upn: "b@bot.or.th" })).toBe("b@bot.or.th");
    expect(emailOf({ sub: "1" })).toBeUndefined();
  });

  it("matches domains exactly", () => {
    expect(emailDomainAllowed("a@bot.or.th", ["bot.or.th"])).toBe(true);
    expect(emailDomainAllowed("a@evilbot.or.th", ["bot.or.th"])).toBe(false);
    expect(emailDomainAllowed("a@x.bot.or.th", ["bot.or.th"])).toBe(false);
    expect(emailDomainAllowed("a@anything.example", [])).toBe(true);
  });

  it("lets in a user of the tenant with an allowed address", () => {
    const decision = decideAccess(
      { sub: "u1", tid: TENANT, name: "Ann", preferred_username: "ann@bot.or.th", roles: STAFF },
      env,
    );
    expect(decision).toEqual({ ok: true, user: { id: "u1", name: "Ann", email: "ann@bot.or.th" } });
  });

  it("refuses another tenant, another domain, and tokens without an address", () => {
    expect(decideAccess({ sub: "u", tid: "other-tenant", email: "a@bot.or.th" }, env)).toEqual({
      ok: false,
      reason: "tenant",
    });
    expect(decideAccess({ sub: "u", tid: TENANT, email: "a@gmail.com", roles: STAFF }, env)).toEqual({
      ok: false,
      reason: "domain",
    });
    expect(decideAccess({ sub: "u", tid: TENANT, name: "No mail", roles: STAFF }, env)).toEqual({
      ok: false,
      reason: "claims",
    });
    expect(decideAccess({ name: "no sub" }, env)).toEqual({ ok: false, reason: "claims" });
  });

  it("refuses a tid when no tenant is known, and a multi-tenant issuer without tid", () => {
    const common = { AUTH_MICROSOFT_ENTRA_ID_ISSUER: "https://login.microsoftonline.com/common/v2.0" };
    expect(decideAccess({ sub: "u", tid: TENANT, email: "a@bot.or.th" }, common)).toEqual({
      ok: false,
      reason: "tenant",
    });
    expect(decideAccess({ sub: "u", email: "a@bot.or.th" }, common)).toEqual({ ok: false, reason: "tenant" });
  });

  it("trusts a single-tenant issuer (verified by Auth.js) when the token has no tid", () => {
    const local = { AUTH_MICROSOFT_ENTRA_ID_ISSUER: "http://localhost:9999" };
    expect(decideAccess({ sub: "u", name: "Dev", email: "dev@example.org", roles: STAFF }, local).ok).toBe(true);
  });

  it("needs the staff app role: an account of the tenant without it (a guest, say) is refused", () => {
    const user = { sub: "u", tid: TENANT, email: "a@bot.or.th" };
    expect(decideAccess(user, env)).toEqual({ ok: false, reason: "role" });
    expect(decideAccess({ ...user, roles: [] }, env)).toEqual({ ok: false, reason: "role" });
    expect(decideAccess({ ...user, roles: ["Staff.access"] }, env)).toEqual({ ok: false, reason: "role" });
    expect(decideAccess({ ...user, roles: ["Reader", "Staff.Access"] }, env).ok).toBe(true);
    // AUTH_STAFF_ROLE names another role; the default one no longer lets in.
    expect(decideAccess({ ...user, roles: ["Staff.Access"] }, { ...env, AUTH_STAFF_ROLE: "Ccip.Staff" })).toEqual({
      ok: false,
      reason: "role",
    });
    expect(decideAccess({ ...user, roles: ["Ccip.Staff"] }, { ...env, AUTH_STAFF_ROLE: " Ccip.Staff " }).ok).toBe(true);
  });
});
