import { getTranslations } from "next-intl/server";
import { Prose } from "@/components/content/Prose";
import { inlineToHtml } from "@/lib/content/render";
import type { FaqItem } from "@/lib/content/schema";
import type { Locale } from "@/i18n/locales";
import { ThaiText } from "@/components/content/ThaiText";

/**
 * Questions as native disclosures: they expand without JavaScript, and each has a stable anchor (#id) that can be
 * shared; the browser opens a closed <details> when its anchor is the target.
 */
export async function FaqList({ locale, items: questions }: { locale: Locale; items: readonly FaqItem[] }) {
  const t = await getTranslations({ locale, namespace: "blocks" });
  const items = await Promise.all(
    questions.map(async (item) => ({ ...item, html: await inlineToHtml(locale, item.answer[locale]) })),
  );
  return (
    <section className="faq" aria-label={t("faqHeading")}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className="faq-item">
          <summary>
            <h3>
              <ThaiText text={item.question[locale]} />
            </h3>
          </summary>
          <Prose html={item.html} className="prose faq-answer" />
        </details>
      ))}
    </section>
  );
}
