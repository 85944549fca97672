import { getTranslations } from "next-intl/server";
import { CookieSettingsButton } from "@/components/overlays/CookieSettingsButton";
import { loadContacts } from "@/lib/content/data";
import type { Locale } from "@/i18n/locales";
import { telHref } from "@/lib/format";
import { footerSections } from "@/lib/navigation";

/** Spec: committee name, postal address, phone, fax, e-mail, service-manager phone, the menu links, © 2023. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const contacts = loadContacts();
  // Facts we do not have yet are empty in content/data/contacts.json and left out here (README lists them).
  const lines = [
    { label: t("phone"), value: contacts.phone, href: telHref(contacts.phone) },
    { label: t("fax"), value: contacts.fax },
    { label: t("email"), value: contacts.email, href: `mailto:${contacts.email}` },
    { label: t("serviceManager"), value: contacts.serviceManagerPhone, href: telHref(contacts.serviceManagerPhone) },
  ].filter((line) => line.value);

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {contacts.name[locale]}
          </h2>
          <address>
            <p>{contacts.address[locale]}</p>
            <dl className="footer-contacts">
              {lines.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.href ? <a href={line.href}>{line.value}</a> : line.value}</dd>
                </div>
              ))}
              <div>
                <dt>{t("hotline")}</dt>
                <dd>
                  <a href={telHref(contacts.hotline.number)}>{contacts.hotline.number}</a>{" "}
                  {contacts.hotline.label[locale]}
                </dd>
              </div>
            </dl>
          </address>
        </section>
        <nav aria-label={t("footerNav")} className="footer-nav">
          <h2 className="footer-heading">{t("linksHeading")}</h2>
          <ul>
            {footerSections(locale).map((section) => (
              <li key={section.path}>
                <a href={section.href}>{section.label}</a>
                {section.children.length > 0 && (
                  <ul>
                    {section.children.map((child) => (
                      <li key={child.path}>
                        <a href={child.href}>{child.label}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container copyright">
        {t("copyright")} <CookieSettingsButton label={t("cookieSettings")} />
      </p>
    </footer>
  );
}
