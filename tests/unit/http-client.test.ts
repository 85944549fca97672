import { describe, expect, it } from "vitest";
import { z } from "zod";
import { memoryRateLimiter } from "@/lib/cache/rate-limit";
import { clientIp } from "@/lib/http/client-ip";
import { clientKey } from "@/lib/http/client-key";
import { readForm } from "@/lib/http/form";
import { statsQuery } from "@/lib/search/stats";

/** Rate limits keyed on the real client, salted and rotated; bounded form bodies; redaction. */
const h = (entries: Record<string, string>) => new Headers(entries);

describe("the client's address", () => {
  it("is the last entry, the one a proxy appends, with no trusted proxy", () => {
    // A client writes its own X-Forwarded-For; a proxy appends the address it sees.
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4, 198.51.100.7" }), {})).toBe("198.51.100.7");
    expect(clientIp(h({ "x-forwarded-for": "198.51.100.7" }), {})).toBe("198.51.100.7");
    expect(clientIp(h({}), {})).toBe("unknown");
    expect(clientIp(h({ "x-forwarded-for": "::ffff:127.0.0.1" }), {})).toBe("127.0.0.1");
  });

  it("counts TRUSTED_PROXY_HOPS from the end, and never trusts more entries than exist", () => {
    const headers = h({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" });
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: "1" })).toBe("203.0.113.5");
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: "2" })).toBe("6.6.6.6");
    expect(clientIp(h({ "x-forwarded-for": "10.0.0.2" }), { TRUSTED_PROXY_HOPS: "3" })).toBe("10.0.0.2");
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: "-1" })).toBe("10.0.0.2");
  });

  it("behind nginx is the one address nginx writes (deploy/nginx), whatever the client sent", () => {
    // nginx replaces the header with the peer's address (X-Forwarded-For $remote_addr), and the pair runs with
    // TRUSTED_PROXY_HOPS=1: a chain of one entry is that entry.
    expect(clientIp(h({ "x-forwarded-for": "203.0.113.5" }), { TRUSTED_PROXY_HOPS: "1" })).toBe("203.0.113.5");
  });

  it("takes a platform's own header when CLIENT_IP_HEADER names it, and only then", () => {
    const headers = h({ "cf-connecting-ip": "203.0.113.8", "x-forwarded-for": "6.6.6.6, 10.0.0.2" });
    expect(clientIp(headers, { CLIENT_IP_HEADER: "CF-Connecting-IP" })).toBe("203.0.113.8");
    expect(clientIp(headers, {})).toBe("10.0.0.2");
  });

  it("is hashed with a secret that changes every day: no address in the key, no link across days", async () => {
    const env = { IP_HASH_SECRET: "s1" };
    const headers = h({ "x-forwarded-for": "203.0.113.8" });
    const day = Date.parse("2026-11-25T10:00:00Z");
    const key = await clientKey(headers, { env, now: day });
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(await clientKey(headers, { env, now: day + 3600_000 })).toBe(key);
    expect(await clientKey(headers, { env, now: day + 86_400_000 })).not.toBe(key);
    expect(await clientKey(headers, { env: { IP_HASH_SECRET: "s2" }, now: day })).not.toBe(key);
    // A rotated X-Forwarded-For entry is not a new client.
    expect(await clientKey(h({ "x-forwarded-for": "9.9.9.9, 203.0.113.8" }), { env, now: day })).toBe(key);
  });
});

describe("memory rate limiter past 10,000 clients", () => {
  it("forgets the clients seen longest ago, one at a time, and keeps the recent ones limited", async () => {
    const limiter = memoryRateLimiter({ limit: 2, windowSeconds: 60, prefix: "t" }, () => 1_000, 10_000);
    for (let i = 0; i < 9_999; i++) await limiter.check(`old-${i}`);
    for (let i = 0; i < 3; i++) await limiter.check("abuser");
    expect((await limiter.check("abuser")).ok).toBe(false);
    // 10,000 entries reached; a hundred new clients arrive.
    for (let i = 0; i < 100; i++) await limiter.check(`new-${i}`);
    expect((await limiter.check("abuser")).ok, "a recent client is still limited").toBe(false);
    for (let i = 0; i < 3; i++) await limiter.check("old-9998");
    expect((await limiter.check("old-9998")).ok).toBe(false);
  });
});

describe("the staff forms' bodies", () => {
  const schema = z.object({ locale: z.string() });
  const post = (body: string) => new Request("http://localhost/api/staff/sign-out", { method: "POST", body });
  it("reads a small form", async () => {
    expect(await readForm(post("locale=th"), schema)).toEqual({ data: { locale: "th" } });
  });
  it("refuses a form that does not fit the schema (400) and a large body (413)", async () => {
    const status = async (body: string) => {
      const result = await readForm(post(body), schema);
      return "response" in result ? result.response.status : 200;
    };
    expect(await status("other=1")).toBe(400);
    expect(await status("locale=" + "x".repeat(20_000))).toBe(413);
  });
});

describe("query statistics redact what identifies a person", () => {
  it.each([
    ["บัตร 1-2345-67890-12-3", "บัตร [ID]"],
    ["บัตร ๑๒๓๔๕๖๗๘๙๐๑๒๓", "บัตร [ID]"],
    ["โทร 081.234.5678", "โทร [phone]"],
    ["call +66 (0)2 283 5353", "call [phone]"],
    ["Me.Name+tag@Example.co.th appeal", "[email] appeal"],
    ["มาตรา 25 พ.ศ. 2545", "มาตรา 25 พ.ศ. 2545"],
  ])("%s", (query, counted) => {
    expect(statsQuery(query)).toBe(counted);
  });
});
