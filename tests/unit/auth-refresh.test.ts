import { describe, expect, it, vi } from "vitest";
import { fetchGraphMe } from "@/lib/auth/graph";
import { needsRefresh, refreshTokens } from "@/lib/auth/refresh";

const config = { issuer: "https://idp.example/tenant/v2.0", clientId: "client", clientSecret: "secret" };

function fakeFetch(tokenAnswer: Response) {
  return vi.fn(async (url: string | URL | Request) => {
    if (String(url).endsWith("/.well-known/openid-configuration"))
      return Response.json({ token_endpoint: "https://idp.example/token" });
    return tokenAnswer;
  }) as unknown as typeof fetch;
}

describe("token refresh", () => {
  it("starts 300 s before expiry (spec section 9)", () => {
    expect(needsRefresh({ expiresAt: 1000 }, 699)).toBe(false);
    expect(needsRefresh({ expiresAt: 1000 }, 700)).toBe(true);
    expect(needsRefresh({}, 10_000)).toBe(false);
  });

  it("uses the refresh-token grant and keeps the old refresh token when none comes back", async () => {
    const fetcher = fakeFetch(Response.json({ access_token: "new", expires_in: 3600 }));
    const token = await refreshTokens({ accessToken: "old", refreshToken: "r1", expiresAt: 1 }, config, {
      fetcher,
      nowSeconds: 5000,
    });
    expect(token).toMatchObject({ accessToken: "new", refreshToken: "r1", expiresAt: 8600 });
    expect(token.error).toBeUndefined();
    const [, init] = (fetcher as unknown as ReturnType<typeof vi.fn>).mock.calls[1];
    const body = new URLSearchParams(String(init.body));
    expect(body.get("grant_type")).toBe("refresh_token");
    expect(body.get("refresh_token")).toBe("r1");
    expect(body.get("scope")).toBe("openid profile email offline_access User.Read");
  });

  it("marks the session expired when the grant is refused or there is no refresh token", async () => {
    const refused = fakeFetch(Response.json({ error: "invalid_grant" }, { status: 400 }));
    expect((await refreshTokens({ refreshToken: "r", expiresAt: 1 }, config, { fetcher: refused })).error).toBe(
      "RefreshTokenError",
    );
    expect((await refreshTokens({ expiresAt: 1 }, config)).error).toBe("RefreshTokenError");
  });
});

describe("Graph /me", () => {
  it("is best effort: an answer, an error status, a network failure", async () => {
    const ok = vi.fn(async () =>
      Response.json({ displayName: "Ann Example", mail: "ann@bot.or.th" }),
    ) as unknown as typeof fetch;
    expect(await fetchGraphMe("t", ok)).toEqual({ displayName: "Ann Example", mail: "ann@bot.or.th" });
    const denied = vi.fn(async () => new Response("", { status: 401 })) as unknown as typeof fetch;
    expect(await fetchGraphMe("t", denied)).toBeUndefined();
    const down = vi.fn(async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await fetchGraphMe("t", down)).toBeUndefined();
  });
});
