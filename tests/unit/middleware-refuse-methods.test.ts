import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { refuseMethods } from "@/lib/middleware/refuse-methods";

const form = () => {
  const body = new FormData();
  body.set("a", "1");
  return body;
};

describe("refuseMethods step", () => {
  it("passes GET and HEAD on", async () => {
    expect(refuseMethods(new NextRequest("http://site.test/Law/act"))).toBeUndefined();
    expect(refuseMethods(new NextRequest("http://site.test/Law/act", { method: "HEAD" }))).toBeUndefined();
  });

  it("refuses other methods on pages with a 405 naming GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = refuseMethods(
        new NextRequest("http://site.test/Law/act", { method, body: method === "DELETE" ? null : "x" }),
      );
      expect(response?.status).toBe(405);
      expect(response?.headers.get("Allow")).toBe("GET, HEAD");
    }
  });

  it("refuses server-action requests on any page, sound form or not, from any origin: the site has none", async () => {
    const requests = [
      new NextRequest("http://site.test/staff", { method: "POST", body: form(), headers: { "next-action": "abc" } }),
      new NextRequest("http://site.test/en/staff/sign-in", {
        method: "POST",
        body: "{",
        headers: { "next-action": "7f00", "content-type": "application/json", origin: "https://evil.example" },
      }),
      new NextRequest("http://site.test/staff/sign-in", { method: "POST", body: form() }),
    ];
    for (const request of requests) {
      const response = refuseMethods(request);
      expect(response?.status).toBe(405);
      expect((await response?.json()).error.code).toBe("method_not_allowed");
    }
  });
});
