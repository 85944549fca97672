/**
 * The site with JavaScript off, as GOV.UK pages work: the server HTML is what crawlers, link previews and readers on
 * a failed or slow script load get. Run by the "no-js" project of playwright.config.ts (javaScriptEnabled: false, a
 * phone's width). Every journey here is made of links and plain form posts only.
 */
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { signInAsStaff } from "../support/staff-auth";
import { staffURL } from "../support/staff-servers";
import { expect, test } from "./fixtures";

test.use({ firstVisit: true });

test("no overlay waits to be dismissed, and the phone menu opens, expands and navigates", async ({ page }) => {
  await page.goto("/");
  // Overlays exist in the server HTML for the scripts to show; without them none may stand in the reader's way.
  // Each must be found first, or a renamed class would let this pass while checking nothing.
  for (const selector of [".splash", ".consent-sheet"]) {
    const overlays = page.locator(selector);
    expect(await overlays.count(), selector).toBeGreaterThan(0);
    for (const overlay of await overlays.all()) await expect(overlay).toBeHidden();
  }
  await expect(page.locator("#site")).not.toHaveAttribute("inert");
  await expect(page.locator("h1")).toBeVisible();

  const menu = page.locator(".mobile-nav");
  await menu.locator("summary.mobile-nav-button").click();
  await menu.locator("details.collapse summary", { hasText: "มุมประชาชน" }).click();
  await menu.getByRole("link", { name: "การอุทธรณ์" }).click();
  await expect(page).toHaveURL("/Public/Appealprocess");
  await expect(page.locator("h1")).toHaveText("การอุทธรณ์");
});

for (const path of ["/", "/en"]) {
  test(`at 320px the header's search form, language switch and menu all fit on the screen (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    for (const selector of [
      ".site-header .search-form button",
      ".site-header .language-switch",
      ".mobile-nav-button",
    ]) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.x + box.width, selector).toBeLessThanOrEqual(320);
    }
  });
}

test("the language switch goes to the same page in the other language and back", async ({ page }) => {
  await page.goto("/Law/act");
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL("/en/Law/act");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL("/Law/act");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
});

for (const [prefix, query] of [
  ["", "อุทธรณ์"],
  ["/en", "appeal"],
] as const) {
  test(`search sends the form and lists results (${prefix || "/"})`, async ({ page }) => {
    await page.goto(`${prefix}/FAQ`);
    // Without JavaScript the header's search form is shown as it is, with no toggle in front of it.
    const header = page.locator("header form[role=search]");
    await expect(page.locator("header .search-toggle")).toBeHidden();
    await header.locator("input[name=q]").fill(query);
    await header.getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=`));
    await expect(page.locator("main input[name=q]")).toHaveValue(query);
    await expect(page.locator("main .search-results a").first()).toBeVisible();
  });
}

test("feedback posts and shows the thank-you page, with a way back", async ({ page }) => {
  await page.goto("/en/Public/ConsumerRight");
  await page.locator(".page-feedback-ask").getByRole("button", { name: en.feedback.yes }).click();
  await expect(page.locator("h1")).toHaveText(en.feedback.sent.title);
  await page.getByRole("link", { name: new RegExp(en.feedback.backTo.split("{")[0].trim()) }).click();
  await expect(page).toHaveURL("/en/Public/ConsumerRight");
});

for (const { prefix, m } of [
  { prefix: "", m: th },
  { prefix: "/en", m: en },
]) {
  test(`"No" asks what the reader was trying to do, as a plain form (${prefix || "th"})`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    await page.goto(`${prefix}/Public/CollectionPeriod`);
    await page.locator(".page-feedback-ask").getByRole("button", { name: m.feedback.no, exact: true }).click();
    await expect(page.locator("h1")).toHaveText(m.feedback.sent.title);
    await page.getByLabel(m.feedback.why.label).fill("looking for the form, my phone is 0812345678");
    await page.getByRole("button", { name: m.feedback.why.send }).click();
    await expect(page.locator("h1")).toHaveText(m.feedback.sent.title);
    // Answered: the box is not offered again.
    await expect(page.getByLabel(m.feedback.why.label)).toHaveCount(0);
  });

  test(`the appeal start and the appeal page say only what is true without JavaScript (${prefix || "th"})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await page.locator("main").getByRole("link", { name: m.appealStart.entry }).first().click();
    await expect(page).toHaveURL(`${prefix}/Public/AppealStart`);
    await page.getByRole("link", { name: m.appealStart.start }).click();
    await expect(page).toHaveURL(`${prefix}${APPEAL_HELPER_PATH}`);
    await page.goto(`${prefix}/Public/Appealprocess`);
    // What a reader sees (innerText: the closed conditions dialog, which needs the scripts, is not drawn).
    await expect(page.getByRole("link", { name: m.appeal.noScriptDownload })).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(/button below|กดปุ่มด้านล่าง/);
    await expect(page.getByRole("button", { name: m.appeal.open })).toBeHidden();
  });
}

test("the appeal check answers as a plain form, and the online form points to the printable one", async ({ page }) => {
  await page.goto(`/en${APPEAL_HELPER_PATH}`);
  const check = page.locator(".helper-check form");
  for (const question of ["asked", "answered", "disputed", "hasLetter"])
    await check.locator(`input[name="${question}"][value="yes"]`).check();
  await check.locator("input[name=letterDate]").fill("01/03/2026");
  await check.getByRole("button", { name: en.appealHelper.check.submit }).click();
  await expect(page).toHaveURL(/\/en\/appeal-check\?/);
  await expect(page.locator("main")).toContainText("2026");
  // The online form needs the scripts: the page says so and links the blank form.
  await page.goto(`/en${APPEAL_HELPER_PATH}`);
  const notice = page.locator(".helper-noscript");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link")).toHaveAttribute("href", /\.pdf$/);
});

test("staff sign in and sign out against the OpenID server", async ({ page }) => {
  await page.goto(`${staffURL}/en/staff`);
  await expect(page).toHaveURL(/\/en\/staff\/sign-in\?callbackUrl=/);
  await signInAsStaff(page, "/en");
  await expect(page.locator("h1")).toBeVisible();
  await page.locator(".staff-session").getByRole("button", { name: en.auth.signOut }).click();
  await expect(page).toHaveURL(`${staffURL}/en/staff/sign-in?signedOut=1`);
  await page.goto(`${staffURL}/en/staff`);
  await expect(page).toHaveURL(/\/en\/staff\/sign-in/);
});
