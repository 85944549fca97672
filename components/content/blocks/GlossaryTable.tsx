import { getTranslations } from "next-intl/server";
import { loadGlossary } from "@/lib/content/data";
import type { GlossaryTerm } from "@/lib/content/schema";
import type { Locale } from "@/i18n/locales";

const collators: Record<Locale, Intl.Collator> = { th: new Intl.Collator("th"), en: new Intl.Collator("en") };

/** The glossary in the reader's own dictionary order (issue 17): Thai order on the Thai page, English on the English. */
export function sortGlossary(terms: readonly GlossaryTerm[], locale: Locale): GlossaryTerm[] {
  const word = (term: GlossaryTerm) => (locale === "th" ? term.th : term.en);
  return [...terms].sort((a, b) => collators[locale].compare(word(a), word(b)));
}

/**
 * The ~90 Thai legal and credit terms with their English equivalents and meanings. The term a reader looks up (Thai
 * on the Thai page, English on the English page) is the first column and the row header, in that language's order.
 */
export async function GlossaryTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "blocks" });
  const terms = sortGlossary(loadGlossary(), locale);
  const thaiFirst = locale === "th";
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="glossary">
        <caption>{t("glossaryCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{thaiFirst ? t("glossaryTerm") : t("glossaryEnglish")}</th>
            <th scope="col">{thaiFirst ? t("glossaryEnglish") : t("glossaryTerm")}</th>
            <th scope="col">{t("glossaryDefinition")}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id} id={term.id}>
              {thaiFirst ? (
                <>
                  <th scope="row" lang="th">{term.th}</th>
                  <td lang="en">{term.en}</td>
                </>
              ) : (
                <>
                  <th scope="row" lang="en">{term.en}</th>
                  <td lang="th">{term.th}</td>
                </>
              )}
              <td>{term.definition[locale]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
