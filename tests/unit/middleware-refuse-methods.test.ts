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
    expect(await refuseMethods(new NextRequest("http://site.test/Law/act"))).toBeUndefined();
    expect(await refuseMethods(new NextRequest("http://site.test/Law/act", { method: "HEAD" }))).toBeUndefined();
  });

  it("refuses other methods on pages with a 405 naming GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await refuseMethods(
        new NextRequest("http://site.test/Law/act", { method, body: method === "DELETE" ? null : "x" }),
      );
      expect(response?.status).toBe(405);
      expect(response?.headers.get("Allow")).toBe("GET, HEAD");
    }
  });

  it("lets a server action with a sound form through", async () => {
    const request = new NextRequest("http://site.test/staff", {
      method: "POST",
      body: form(),
      headers: { "next-action": "abc" },
    });
    expect(await refuseMethods(request)).toBeUndefined();
  });

  it("lets a staff page's plain form post (no JavaScript) through, but not another page's", async () => {
    expect(
      await refuseMethods(new NextRequest("http://site.test/en/staff/sign-in", { method: "POST", body: form() })),
    ).toBeUndefined();
    expect(
      (await refuseMethods(new NextRequest("http://site.test/search", { method: "POST", body: form() })))?.status,
    ).toBe(405);
  });

  it("refuses a server action whose body is not a form", async () => {
    const request = new NextRequest("http://site.test/staff", {
      method: "POST",
      body: "{}",
      headers: { "next-action": "abc", "content-type": "application/json" },
    });
    const response = await refuseMethods(request);
    expect(response?.status).toBe(415);
    expect(await response?.text()).toMatch(/^415 /);
  });
});
