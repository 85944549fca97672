import { render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { REDACTED, redactPersonalData } from "@/lib/privacy/redact";
import { RedactionNote } from "./RedactionNote";

const messages = { en, th };
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: "en" | "th"; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as "staff.redaction" }),
}));

describe.each(["th", "en"] as const)("/staff says what redaction takes out and what can remain (%s)", (locale) => {
  async function renderNote() {
    render(await RedactionNote({ locale }));
    const note = screen.getByRole("region", { name: messages[locale].staff.redaction.title });
    const [taken, remains] = within(note).getAllByRole("list");
    return { taken, remains };
  }

  it("names every label the redaction writes, and no other", async () => {
    const { taken } = await renderNote();
    const written = taken.textContent!.match(/\[[a-zA-Z]+\]/g) ?? [];
    expect(new Set(written)).toEqual(new Set(Object.values(REDACTED)));
  });

  it("says a bare name with no title or label can remain, and its example does remain", async () => {
    const { remains } = await renderNote();
    const items = within(remains).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    const example = items[0].textContent!.match(/“([^”]+)”/)?.[1];
    expect(example).toBeDefined();
    expect(redactPersonalData(example!)).toBe(example);
    // With a title before it, the same name is taken.
    expect(redactPersonalData(`${locale === "th" ? "คุณ" : "Mr "}${example}`)).toContain(REDACTED.name);
  });
});
