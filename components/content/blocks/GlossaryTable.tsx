import { getTranslations } from "next-intl/server";
import { inlineToHtml } from "@/lib/content/render";
import type { GlossaryTerm } from "@/lib/content/schema";
import { locales, otherLocales, type Locale } from "@/i18n/locales";
import { Prose } from "../Prose";
import { ThaiText } from "../ThaiText";

const collators = Object.fromEntries(locales.map((l) => [l, new Intl.Collator(l)])) as Record<Locale, Intl.Collator>;

/** The heading of each language's column (a term names its Thai and English forms; a new language adds both). */
const COLUMN_LABEL: Record<Locale, "glossaryTerm" | "glossaryEnglish"> = { th: "glossaryTerm", en: "glossaryEnglish" };

/** The glossary in the reader's own dictionary order: Thai order on the Thai page, English on the English. */
function sortGlossary(terms: readonly GlossaryTerm[], locale: Locale): GlossaryTerm[] {
  return [...terms].sort((a, b) => collators[locale].compare(a[locale], b[locale]));
}

/**
 * The ~90 Thai legal and credit terms with their English equivalents and meanings. The term a reader looks up (Thai
 * on the Thai page, English on the English page) is the first column and the row header, in that language's order.
 * On a phone the rows stack into a list of terms (`.table-stack`), each meaning under its term. A meaning is inline
 * Markdown, like a FAQ answer, so a term that states a right can link to where the reader uses it.
 */
export async function GlossaryTable({ locale, terms: glossary }: { locale: Locale; terms: readonly GlossaryTerm[] }) {
  const t = await getTranslations({ locale, namespace: "blocks" });
  const terms = await Promise.all(
    sortGlossary(glossary, locale).map(async (term) => ({
      ...term,
      html: await inlineToHtml(locale, term.definition[locale]),
    })),
  );
  const others = otherLocales(locale);
  const columns = [locale, ...others];
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="glossary table-stack">
        <caption>
          <ThaiText text={t("glossaryCaption")} />
        </caption>
        <thead>
          <tr>
            {columns.map((l) => (
              <th scope="col" key={l}>
                <ThaiText text={t(COLUMN_LABEL[l])} />
              </th>
            ))}
            <th scope="col">
              <ThaiText text={t("glossaryDefinition")} />
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id} id={term.id}>
              <th scope="row" lang={locale}>
                <ThaiText text={term[locale]} />
              </th>
              {others.map((l) => (
                <td key={l} lang={l} data-label={t(COLUMN_LABEL[l])}>
                  <ThaiText text={term[l]} />
                </td>
              ))}
              <td data-label={t("glossaryDefinition")}>
                <Prose html={term.html} className="glossary-definition" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
