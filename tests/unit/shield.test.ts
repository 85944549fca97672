import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Shield } from "@/lib/og/Shield";

/** The `d` attribute of every path, in order: the drawing, whatever else the markup carries. */
const paths = (svg: string) => [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
/** Each path's paint, attribute names as SVG spells them. */
const paint = (svg: string) =>
  [...svg.matchAll(/<path([^>]*)\/?>/g)].map((match) =>
    [...match[1].matchAll(/\s(fill|stroke[a-z-]*)="([^"]+)"/g)].map((a) => `${a[1]}=${a[2]}`).join(" "),
  );

describe("the committee's mark", () => {
  const icon = readFileSync(join(process.cwd(), "public", "icon.svg"), "utf8");
  const component = renderToStaticMarkup(Shield({}));

  it("is the same drawing in the component and in public/icon.svg", () => {
    expect(paths(component)).toHaveLength(3);
    expect(paths(component)).toEqual(paths(icon));
    expect(paint(component)).toEqual(paint(icon));
  });

  it("takes the caller's size and attributes", () => {
    const logo = renderToStaticMarkup(Shield({ className: "logo-mark", "aria-hidden": "true", width: 92 }));
    expect(logo).toMatch(/^<svg viewBox="0 0 48 48" class="logo-mark" aria-hidden="true" width="92">/);
  });
});
