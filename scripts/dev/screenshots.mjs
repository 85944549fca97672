// Screenshots of pages at phone and desktop widths, in Thai and English, for looking at what we build.
// Usage: node scripts/dev/screenshots.mjs http://localhost:3000 out-dir /Law/act /Public/Appealprocess ...
// FULL=0 takes only the first screen (HEIGHT px tall, default 1400) instead of the whole page.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", out = "tmp/screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
// WIDTHS=320,375,1280 takes other widths.
for (const width of (process.env.WIDTHS ?? "375,1280").split(",").map(Number)) {
  const full = process.env.FULL !== "0";
  const height = full ? (width < 500 ? 740 : 900) : Number(process.env.HEIGHT ?? 1400);
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    document.cookie = "splash-seen=1; path=/; SameSite=Lax";
    localStorage.setItem("modal", "true");
    localStorage.setItem("cookies", "true");
  });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    for (const prefix of ["", "/en"]) {
      const url = `${base}${prefix}${path === "/" && prefix ? "" : path}`;
      await page.goto(url, { waitUntil: "networkidle" });
      const name = `${(prefix || "/th").slice(1)}${path.replace(/\//g, "_") || "_home"}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: full });
      console.log(`${out}/${name}`);
    }
  }
  await context.close();
}
await browser.close();
