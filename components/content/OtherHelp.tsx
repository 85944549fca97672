import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { Contacts } from "@/lib/content/schema";
import { telHref } from "@/lib/format";
import { ThaiText } from "./ThaiText";

type Props = {
  locale: Locale;
  hotline: Contacts["hotline"];
  /** The heading's id, one per page: the footer and the contact page's card both show the line. */
  id: string;
  className?: string;
  headingClassName?: string;
  /** `data-contact` of the contact page's cards. */
  contact?: string;
};

/**
 * Another body's line, the Bank of Thailand's complaints line (1213): it takes complaints, not appeals, so it stands
 * in a section of its own, never among the Committee's contacts. Shown in the footer and on the contact page.
 */
export async function OtherHelp({ locale, hotline, id, className, headingClassName, contact }: Props) {
  const t = await getTranslations({ locale, namespace: "footer" });
  return (
    <section className={className} aria-labelledby={id} data-contact={contact}>
      <h3 id={id} className={headingClassName}>
        <ThaiText text={t("otherHelp")} />
      </h3>
      <p>
        <ThaiText text={hotline.label[locale]} />
      </p>
      <p>
        <ThaiText text={t("hotline")} /> <a href={telHref(hotline.number)}>{hotline.number}</a>
      </p>
    </section>
  );
}
