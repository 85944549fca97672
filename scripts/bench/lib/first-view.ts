/**
 * What a phone's first visit to a page transfers (the budget: at most 160 KiB at 375 px), by kind: the document, its
 * scripts, fonts and everything else (styles, images, RSC prefetches). Bytes on the wire as Chromium's network stack
 * counts them (DevTools protocol: response headers and encoded body), not Resource Timing's transferSize, which adds
 * a fixed 300 bytes per response for headers whatever they are.
 * Shared by the byte-budget test (tests/e2e/first-view.spec.ts) and `npm run bench`.
 */
import type { Page } from "@playwright/test";

/**
 * The first-view budget, the bench's target and the test's limit: 160 KiB. Measured on 2026-11-28 through nginx at 375 px, on a machine
 * with a Thai system font as every phone has (scripts/test/ensure-system.mjs): 146-155 KiB on the key pages (HTML
 * 19-28, JS 125 of which the framework floor is 129 gzip, fonts 0: components/layout/fonts.css). With the Sarabun
 * webfont preloaded, as before, they were 181-188 KiB.
 */
export const FIRST_VIEW_BUDGET_BYTES = 160 * 1024;
export const FIRST_VIEW_VIEWPORT = { width: 375, height: 812 };

export type FirstView = { html: number; js: number; fonts: number; other: number; total: number; prefetched: string[] };

/** Loads `url` as a first visit would and adds up the bytes once the network has been quiet for half a second. */
export async function measureFirstView(page: Page, url: string): Promise<FirstView> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map<string, { url: string; type: string }>();
  const view: FirstView = { html: 0, js: 0, fonts: 0, other: 0, total: 0, prefetched: [] };
  cdp.on("Network.requestWillBeSent", (e) => requests.set(e.requestId, { url: e.request.url, type: e.type ?? "" }));
  cdp.on("Network.loadingFinished", (e) => {
    const request = requests.get(e.requestId);
    if (!request || !request.url.startsWith("http")) return;
    const address = new URL(request.url);
    const kind =
      request.type === "Document"
        ? "html"
        : address.pathname.endsWith(".js")
          ? "js"
          : /\.(woff2?|ttf|otf)$/.test(address.pathname)
            ? "fonts"
            : "other";
    view[kind] += e.encodedDataLength;
    view.total += e.encodedDataLength;
    // Next's router fetches another page's RSC payload ahead of a click: `?_rsc=` on a page URL.
    if (address.searchParams.has("_rsc")) view.prefetched.push(address.pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await cdp.detach();
  return view;
}
