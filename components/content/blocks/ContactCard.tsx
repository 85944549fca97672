import { getTranslations } from "next-intl/server";
import { loadContacts } from "@/lib/content/data";
import type { Locale } from "@/i18n/locales";
import { telHref } from "@/lib/format";


/** The committee's contact facts; an entry we do not have yet (empty in contacts.json) is left out. */
export async function ContactCard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const b = await getTranslations({ locale, namespace: "blocks" });
  const c = loadContacts();
  const rows = [
    { label: t("address"), value: c.address[locale] },
    { label: t("phone"), value: c.phone, href: telHref(c.phone) },
    { label: t("fax"), value: c.fax },
    { label: t("email"), value: c.email, href: `mailto:${c.email}` },
    { label: t("serviceManager"), value: c.serviceManagerPhone, href: telHref(c.serviceManagerPhone) },
    { label: t("hotline"), value: `${c.hotline.number} ${c.hotline.label[locale]}`, href: telHref(c.hotline.number) },
    { label: b("officeHours"), value: c.officeHours[locale] },
    { label: b("directions"), value: c.directions[locale] },
  ].filter((row) => row.value);
  return (
    <section className="contact-card" aria-label={b("contactHeading")}>
      <h3>{c.name[locale]}</h3>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
