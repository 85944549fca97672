import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { Contacts } from "@/lib/content/schema";
import { telHref } from "@/lib/format";
import { OtherHelp } from "../OtherHelp";
import { ThaiText } from "../ThaiText";
import { HEADING_BUDGET } from "@/lib/text/thai-word-list";

/**
 * The committee's contact facts; an entry we do not have yet (empty in contacts.json) is left out. The address comes
 * with its caution (contacts.json `addressNote`): no source confirms it for appeals, and an appeal's deadline counts
 * by the day of receipt. The Bank of Thailand's complaints line (1213) belongs to another body, so it follows in a
 * card of its own, never as a row here.
 */
export async function ContactCard({ locale, contacts: c }: { locale: Locale; contacts: Contacts }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const b = await getTranslations({ locale, namespace: "blocks" });
  const rows = [
    { label: t("address"), value: c.address[locale], note: c.addressNote?.[locale] },
    { label: t("phone"), value: c.phone, href: telHref(c.phone) },
    { label: t("fax"), value: c.fax },
    { label: t("email"), value: c.email, href: `mailto:${c.email}` },
    { label: t("serviceManager"), value: c.serviceManagerPhone, href: telHref(c.serviceManagerPhone) },
    { label: b("officeHours"), value: c.officeHours[locale] },
    { label: b("directions"), value: c.directions[locale] },
  ].filter((row) => row.value);
  return (
    <>
      <section className="contact-card" aria-label={b("contactHeading")} data-contact="committee">
        <h3>
          <ThaiText text={c.name[locale]} budget={HEADING_BUDGET.h2} />
        </h3>
        <dl>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>
                <ThaiText text={row.label} />
              </dt>
              <dd>
                {row.href ? <a href={row.href}>{row.value}</a> : <ThaiText text={row.value} />}
                {"note" in row && row.note && (
                  <p className="contact-note">
                    <ThaiText text={row.note} />
                  </p>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <OtherHelp locale={locale} hotline={c.hotline} id="contact-other-help" className="contact-card" contact="other-help" />
    </>
  );
}
