import { baseURL } from "../../playwright.config";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { signInAsStaff } from "../support/staff-auth";
import { staffURL } from "../support/staff-servers";
import { expect, gotoOk, locales, test } from "./fixtures";

/* "Was this page useful? Yes / No" at the end of every content page, and the counts on the staff page. */

/** A client address of its own per test, so the per-address rate limit of one test does not touch another. */
const clientIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

for (const { locale, prefix } of locales) {
  test(`the question ends a content page and thanks the visitor (${locale})`, async ({ page }) => {
    await gotoOk(page, `${prefix}/Public/ConsumerRight`);
    const section = page.locator(".page-feedback");
    await expect(section).toContainText(locale === "th" ? "หน้านี้มีประโยชน์หรือไม่" : "Was this page useful?");
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST");
    await section.getByRole("button", { name: locale === "th" ? "ใช่" : "Yes", exact: true }).click();
    expect((await posted).status()).toBe(201);
    await expect(section.getByRole("status")).toHaveText(
      locale === "th" ? "ขอบคุณสำหรับคำตอบ" : "Thank you for your answer.",
    );
    await expect(page.locator(".loader")).toBeHidden();
  });
}

test("a failed answer clears the loader and offers a retry that works", async ({ page }) => {
  await gotoOk(page, "/en/Law/act");
  await page.route("**/api/feedback", (route) => route.abort());
  const section = page.locator(".page-feedback");
  await section.getByRole("button", { name: "No", exact: true }).click();
  const alert = page.locator(".request-error");
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("This could not be loaded");
  await expect(page.locator(".loader")).toBeHidden();
  await expect(section.getByRole("alert")).toHaveText("Your answer was not sent. Please try again.");

  await page.unroute("**/api/feedback");
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/feedback"));
  await alert.getByRole("button", { name: "Try again" }).click();
  expect((await posted).status()).toBe(201);
  await expect(alert).toBeHidden();
  await expect(page.locator(".loader")).toBeHidden();
});

test("answers are validated: unknown pages, extra fields and bad types are refused", async ({ request }) => {
  const headers = { "X-Forwarded-For": clientIp() };
  const post = (data: unknown) => request.post(`${baseURL}/api/feedback`, { data, headers });
  expect((await post({ path: "/Law/act", locale: "en", useful: true })).status()).toBe(201);
  for (const bad of [
    { path: "/not-a-page", locale: "en", useful: true },
    { path: "/Law/act", locale: "fr", useful: true },
    { path: "/Law/act", locale: "en", useful: "yes" },
    { path: "/Law/act", locale: "en", useful: true, email: "someone@example.com" },
    {},
  ]) {
    const response = await post(bad);
    expect(response.status(), JSON.stringify(bad)).toBe(400);
    expect((await response.json()).error.code).toBe("invalid");
  }
  const notJson = await request.post(`${baseURL}/api/feedback`, {
    data: "useful=yes",
    headers: { ...headers, "Content-Type": "text/plain" },
  });
  // Only its own types: JSON from the script, a urlencoded form without it.
  expect(notJson.status()).toBe(415);
});

test("answers are rate-limited per client address", async ({ request }) => {
  // An address outside the range the other feedback tests draw from: this test spends its whole budget, and a test
  // that drew the same address afterwards would be refused ("not recorded").
  const headers = { "X-Forwarded-For": "198.18.0.20" };
  const body = { path: "/Public/FAQ", locale: "th", useful: false };
  for (let i = 0; i < 20; i++) {
    expect((await request.post(`${baseURL}/api/feedback`, { data: body, headers })).status()).toBe(201);
  }
  const limited = await request.post(`${baseURL}/api/feedback`, { data: body, headers });
  expect(limited.status()).toBe(429);
  expect(limited.headers()["retry-after"]).toBeTruthy();
  // Another address is not affected.
  expect(
    (
      await request.post(`${baseURL}/api/feedback`, { data: body, headers: { "X-Forwarded-For": "203.0.113.7" } })
    ).status(),
  ).toBe(201);
});

test("staff see the yes and no counts per page", async ({ page }) => {
  const headers = { "X-Forwarded-For": clientIp() };
  const answer = (useful: boolean) =>
    page.request.post(`${staffURL}/api/feedback`, {
      data: { path: "/Member/Diagnosis", locale: "en", useful },
      headers,
    });
  for (const useful of [true, true, true, false]) expect((await answer(useful)).status()).toBe(201);

  await signInAsStaff(page, "/en");
  const row = page.locator('.staff-feedback-table tr[data-path="/Member/Diagnosis"][data-locale="en"]');
  await expect(row.locator("th")).toContainText("Committee rulings");
  await expect(row.locator("td")).toHaveText(["EN", "3", "1", "75%"]);
});

for (const { locale, prefix } of locales) {
  test(`"No" asks why; the answer is stored redacted and staff see it (${locale})`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp() });
    await gotoOk(page, `${staffURL}${prefix}/Public/ShouldKnow`);
    const section = page.locator(".page-feedback");
    await section.getByRole("button", { name: locale === "th" ? "ไม่ใช่" : "No", exact: true }).click();
    const box = section.locator("textarea");
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("maxlength", "500");
    // Spellings a list of patterns missed: an ID grouped by minus signs (U+2212), a phone in Thai digits split by
    // bars, an address with "at" and "dot" spelled out in Thai, a name after คุณ.
    const said =
      `${locale}: wanted the appeal form; ID 1\u22122345\u221267890\u221212\u22123, call ๐๘๑|๒๓๔|๕๖๗๘, ` +
      `me แอท example ดอท คอม, คุณสมชาย ใจดี`;
    await box.fill(said);
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST");
    await section.getByRole("button", { name: locale === "th" ? "ส่งความคิดเห็น" : "Send" }).click();
    expect((await posted).status()).toBe(201);
    // The thanks says no one replies, and where to ask instead.
    const f = (locale === "th" ? th : en).feedback;
    const thanks = section.locator(".page-feedback-thanks").last();
    await expect(thanks).toContainText(f.why.thanks);
    await expect(thanks).toContainText(f.why.noReply.split("{contact}")[0].trim());
    await expect(thanks.getByRole("link", { name: f.why.contact })).toHaveAttribute("href", `${prefix}/ContactUs`);

    await signInAsStaff(page, "/en");
    const answers = page.locator(`.staff-why[data-path="/Public/ShouldKnow"][data-locale="${locale}"]`);
    await expect(answers).toContainText(`${locale}: wanted the appeal form; ID [ID], call [phone], [email], คุณ[name]`);
    await expect(answers).not.toContainText("๕๖๗๘");
    await expect(answers).not.toContainText("สมชาย");
    // What redaction cannot see is said on the same page.
    const remains = page.locator(".staff-redaction-remains li").first();
    await expect(remains).toHaveText(en.staff.redaction.remains.name);
  });
}

test("the staff page says what can still remain in both languages", async ({ page }) => {
  await signInAsStaff(page);
  const note = page.getByRole("region", { name: th.staff.redaction.title });
  await expect(note.getByRole("heading", { name: th.staff.redaction.remainsTitle, exact: true })).toBeVisible();
  await expect(note.locator(".staff-redaction-remains li").first()).toHaveText(th.staff.redaction.remains.name);
  await page.goto(`${staffURL}/en/staff`);
  const noteEn = page.getByRole("region", { name: en.staff.redaction.title });
  await expect(noteEn.locator(".staff-redaction-remains li")).toHaveText(Object.values(en.staff.redaction.remains));
});
