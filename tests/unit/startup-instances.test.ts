import { describe, expect, it } from "vitest";
import { instancesProblem } from "@/lib/startup/instances";

describe("the instances check at server start", () => {
  const upstash = { UPSTASH_REDIS_REST_URL: "https://r.example", UPSTASH_REDIS_REST_TOKEN: "t" };
  it("refuses several instances on the in-memory store, and says why", () => {
    expect(instancesProblem({ CCIP_INSTANCES: "2" })).toMatch(/CCIP_INSTANCES is 2.*sign-out on one/);
    expect(instancesProblem({ CCIP_INSTANCES: "3", UPSTASH_REDIS_REST_URL: "https://r.example" })).toBeDefined();
    expect(instancesProblem({ CCIP_INSTANCES: "two" })).toMatch(/whole number/);
  });
  it("accepts one instance on memory, and several on one shared Upstash store", () => {
    expect(instancesProblem({})).toBeUndefined();
    expect(instancesProblem({ CCIP_INSTANCES: "1" })).toBeUndefined();
    expect(instancesProblem({ ...upstash, CCIP_INSTANCES: "2" })).toBeUndefined();
  });
});
