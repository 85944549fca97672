import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { isKnownPage } from "@/lib/middleware/not-found";
import { APP_PAGES } from "@/lib/routes";

/** The paths of app/[locale]'s own page folders: route groups left out, the registry and 404 routes aside. */
function appPageFolders(): string[] {
  const root = join(process.cwd(), "app", "[locale]");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === "page.tsx") {
        const segments = relative(root, dir)
          .split(sep)
          .filter((s) => s && !/^\(.*\)$/.test(s));
        found.push(`/${segments.join("/")}`);
      }
    }
  };
  walk(root);
  // The registry's catch-all, the home page and the static 404 page are not pages rendered per request.
  return found.filter((path) => path !== "/" && !path.startsWith("/[...slug]") && path !== "/page-not-found").sort();
}

describe("APP_PAGES", () => {
  it("lists exactly the app's own page folders", () => {
    expect([...APP_PAGES].sort()).toEqual(appPageFolders());
  });

  it("serves those paths exactly: a path below one is not a page (the localized 404)", () => {
    for (const page of APP_PAGES) expect(isKnownPage("th", page), page).toBe(true);
    for (const path of ["/search/x", "/staff/x", "/appeal-check/x", "/feedback/sent/x", "/feedback"])
      expect(isKnownPage("th", path), path).toBe(false);
  });
});
