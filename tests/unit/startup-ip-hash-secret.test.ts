import { describe, expect, it } from "vitest";
import { ipHashSecretProblem } from "@/lib/startup/ip-hash-secret";

describe("the IP_HASH_SECRET check at server start", () => {
  const upstash = { UPSTASH_REDIS_REST_URL: "https://r.example", UPSTASH_REDIS_REST_TOKEN: "t" };
  it("refuses Upstash without IP_HASH_SECRET, and says why", () => {
    expect(ipHashSecretProblem(upstash)).toMatch(/IP_HASH_SECRET is not set.*same secret/);
    expect(ipHashSecretProblem({ ...upstash, IP_HASH_SECRET: "  " })).toBeDefined();
  });
  it("accepts Upstash with a secret, and the in-memory default without one", () => {
    expect(ipHashSecretProblem({ ...upstash, IP_HASH_SECRET: "s3cret" })).toBeUndefined();
    expect(ipHashSecretProblem({})).toBeUndefined();
    expect(ipHashSecretProblem({ UPSTASH_REDIS_REST_URL: "https://r.example" })).toBeUndefined();
  });
});
