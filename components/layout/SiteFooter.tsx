import { getTranslations } from "next-intl/server";
import { CookieSettingsButton } from "@/components/overlays/CookieSettingsButton";
import type { Locale } from "@/i18n/locales";
import type { Contacts } from "@/lib/content/schema";
import { telHref } from "@/lib/format";
import { footerSections } from "@/lib/navigation";
import { OtherHelp } from "@/components/content/OtherHelp";
import { ThaiText } from "@/components/content/ThaiText";
import { TextParts } from "@/components/content/TextParts";

/** Spec: committee name, postal address, phone, fax, e-mail, service-manager phone, the menu links, © 2023. */
export async function SiteFooter({ locale, contacts }: { locale: Locale; contacts: Contacts }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  // Facts we do not have yet are empty in content/data/contacts.json and left out here (docs/content.md lists them).
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
            <ThaiText text={contacts.name[locale]} />
          </h2>
          <address>
            <p>
              <ThaiText text={contacts.address[locale]} />
            </p>
            <dl className="footer-contacts">
              {lines.map((line) => (
                <div key={line.label}>
                  <dt>
                    <ThaiText text={line.label} />
                  </dt>
                  <dd>{line.href ? <a href={line.href}>{line.value}</a> : line.value}</dd>
                </div>
              ))}
            </dl>
          </address>
          {/* Another body's line, so outside the Committee's <address>. */}
          <OtherHelp
            locale={locale}
            hotline={contacts.hotline}
            id="footer-other-help"
            className="footer-other-help"
            headingClassName="footer-subheading"
          />
        </section>
        <nav aria-label={t("footerNav")} className="footer-nav">
          <h2 className="footer-heading">
            <ThaiText text={t("linksHeading")} />
          </h2>
          <ul>
            {footerSections(locale).map((section) => (
              <li key={section.path}>
                <a href={section.href}>
                  <TextParts parts={section.parts} />
                </a>
                {section.children.length > 0 && (
                  <ul>
                    {section.children.map((child) => (
                      <li key={child.path}>
                        <a href={child.href}>
                          <TextParts parts={child.parts} />
                        </a>
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
        <ThaiText text={t("copyright")} /> <CookieSettingsButton label={t("cookieSettings")} />
      </p>
    </footer>
  );
}
