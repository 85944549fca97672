import { getTranslations } from "next-intl/server";
import { loadGlossary } from "@/lib/content/data";
import type { Locale } from "@/lib/content/schema";

const thaiOrder = new Intl.Collator("th");

/** The ~90 Thai legal and credit terms with their English equivalents and meanings, in Thai dictionary order. */
export async function GlossaryTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "blocks" });
  const terms = [...loadGlossary()].sort((a, b) => thaiOrder.compare(a.th, b.th));
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="glossary">
        <caption>{t("glossaryCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("glossaryTerm")}</th>
            <th scope="col">{t("glossaryEnglish")}</th>
            <th scope="col">{t("glossaryDefinition")}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id} id={term.id}>
              <th scope="row" lang="th">{term.th}</th>
              <td lang="en">{term.en}</td>
              <td>{term.definition[locale]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
