import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { COLLECTION_PAGES } from "@/lib/middleware/generated/collection-pages";
import { notFound } from "@/lib/middleware/not-found";

const rewrite = (path: string) => {
  const response = notFound(new NextRequest(`http://site.test${path}`));
  return (
    response && { status: response.status, to: new URL(response.headers.get("x-middleware-rewrite") ?? "").pathname }
  );
};

describe("notFound step", () => {
  it("rewrites unknown paths to the static 404 page of their language, with a 404", () => {
    expect(rewrite("/no-such-page")).toEqual({ status: 404, to: "/th/page-not-found" });
    expect(rewrite("/en/no-such-page")).toEqual({ status: 404, to: "/en/page-not-found" });
  });

  it("treats dotted paths that are not served files as unknown pages", () => {
    expect(rewrite("/wp-login.php")).toEqual({ status: 404, to: "/th/page-not-found" });
    expect(rewrite("/.env")).toEqual({ status: 404, to: "/th/page-not-found" });
    expect(rewrite("/en/index.html")).toEqual({ status: 404, to: "/en/page-not-found" });
  });

  it("knows each collection page exactly: a path shaped like an item or a list view with none there is unknown", () => {
    const [known] = [...COLLECTION_PAGES].filter((page) => page.startsWith("/en/"));
    expect(known, "a collection page in English").toBeDefined();
    expect(rewrite(known!)).toBeUndefined();
    expect(rewrite(known!.replace(/^\/en/, ""))).toBeUndefined();
    expect(rewrite("/Law/Notification/no-such-item")).toEqual({ status: 404, to: "/th/page-not-found" });
    expect(rewrite("/en/Law/Notification/no-such-item")).toEqual({ status: 404, to: "/en/page-not-found" });
    expect(rewrite("/en/Member/Diagnosis/year/1999")).toEqual({ status: 404, to: "/en/page-not-found" });
    expect(rewrite("/Law/Notification/page/99")).toEqual({ status: 404, to: "/th/page-not-found" });
  });

  it("drops the request's preconditions: a missing page is a 404 whatever the visitor's copy (never a 304)", () => {
    const request = new NextRequest("http://site.test/no-such-page", {
      headers: { "if-none-match": "*", "if-modified-since": "Sat, 01 Jan 2000 00:00:00 GMT", accept: "text/html" },
    });
    const response = notFound(request)!;
    const overridden = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
    expect(overridden).toContain("accept");
    expect(overridden).not.toContain("if-none-match");
    expect(overridden).not.toContain("if-modified-since");
    expect(response.headers.get("x-middleware-request-if-none-match")).toBeNull();
  });

  it("treats malformed percent-encoding as unknown", () => {
    expect(rewrite("/%E0%B8")?.status).toBe(404);
  });

  it("passes registry and app pages on", () => {
    for (const path of ["/", "/en", "/Law/act", "/en/Law/act", "/search", "/staff/sign-in"])
      expect(rewrite(path)).toBeUndefined();
  });
});
