import { expect, test } from "./fixtures";

const PATHS = ["/", "/en/Law/act", "/no/such/page", "/api/health", "/icon.svg", "/sitemap.xml"];

test("security headers on every kind of answer", async ({ request }) => {
  for (const path of PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const h = response.headers();
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"], path).not.toContain("unsafe-eval");
    expect(h["strict-transport-security"], path).toMatch(/max-age=\d{8,}/);
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(h["permissions-policy"], path).toContain("geolocation=()");
    expect(h["permissions-policy"], path).toContain("camera=()");
    expect(h["x-powered-by"], path).toBeUndefined();
  }
});

test("pages allow only our own origin; APIs allow nothing", async ({ request }) => {
  const page = (await request.get("/")).headers()["content-security-policy"];
  expect(page).toContain("default-src 'self'");
  expect(page).toContain("object-src 'none'");
  const api = (await request.get("/api/health")).headers()["content-security-policy"];
  expect(api).toContain("default-src 'none'");
});

test("only the appeal helper may ask for the visitor's location", async ({ request }) => {
  for (const path of ["/Public/Appealprocess/Helper", "/en/Public/Appealprocess/Helper"]) {
    expect((await request.get(path)).headers()["permissions-policy"], path).toContain("geolocation=(self)");
  }
  expect((await request.get("/Public/Appealprocess")).headers()["permissions-policy"]).toContain("geolocation=()");
});

test("the page works under its own Content-Security-Policy (no violations reported)", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.goto("/Public/Appealprocess");
  await page.getByRole("button", { name: "อ่านเงื่อนไขและดาวน์โหลดแบบคำอุทธรณ์" }).click();
  await page.keyboard.press("Escape");
  await page.goto("/en");
  expect(violations).toEqual([]);
});
