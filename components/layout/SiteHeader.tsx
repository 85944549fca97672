import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/navigation/LanguageSwitch";
import { DesktopNav } from "@/components/navigation/DesktopNav";
import { MobileNav } from "@/components/navigation/MobileNav";
import { SearchForm } from "@/components/search/SearchForm";
import { StaffSessionMenu } from "@/components/staff/StaffSessionMenu";
import { counterpartHref, currentHref, type CurrentPage } from "@/lib/current-page";
import { localizedPath, otherLocales, type Locale } from "@/i18n/locales";
import { headerSections } from "@/lib/navigation";
import { Logo } from "./Logo";
import { thaiParts } from "@/lib/text/thai-words";

/** An empty element ending the header, so "parsed" means the same whether a browser waits for its start or its end. */
export const HEADER_END_ID = "header-end";

export async function SiteHeader({ locale, page }: { locale: Locale; page: CurrentPage }) {
  const t = await getTranslations({ locale, namespace: "header" });
  const site = await getTranslations({ locale, namespace: "site" });
  const auth = await getTranslations({ locale, namespace: "auth" });
  const sections = headerSections(locale);
  const others = otherLocales(locale);
  // Under the name, the committee's name in the next language, for a reader of that language.
  const subtitleLocale = others[0];
  const subtitle = (await getTranslations({ locale: subtitleLocale, namespace: "site" }))("name");
  const switches = await Promise.all(
    others.map(async (target) => ({
      target,
      label: (await getTranslations({ locale: target, namespace: "header" }))("languageName"),
    })),
  );
  const current = currentHref(locale, page);
  const sectionLabels = Object.fromEntries(
    sections.map((s) => [
      s.path,
      {
        overview: t("overview", { section: s.label }),
        overviewParts: thaiParts(t("overview", { section: s.label })),
        toggle: t("toggleSection", { section: s.label }),
      },
    ]),
  );

  return (
    <header className="site-header">
      <div className="header-top container">
        <Logo
          href={localizedPath(locale, "/")}
          name={site("name")}
          subtitle={subtitle}
          subtitleLang={subtitleLocale}
          homeLabel={t("homeLink")}
        />
        <div className="header-tools">
          <StaffSessionMenu
            locale={locale}
            staffHref={localizedPath(locale, "/staff")}
            from={current && `${current}${page.search ?? ""}`}
            signedInName={page.staffName}
            labels={{
              signedInAs: auth("signedInAs", { name: "{name}" }),
              staffPages: auth("staffPages"),
              signOut: auth("signOut"),
            }}
          />
          <SearchForm locale={locale} variant="header" />
          {switches.map(({ target, label }) => (
            <LanguageSwitch key={target} target={target} href={counterpartHref(target, page)} label={label} />
          ))}
          <MobileNav
            sections={sections}
            current={current}
            menuLabel={t("menu")}
            navLabel={t("mainNav")}
            sectionLabels={sectionLabels}
          />
        </div>
      </div>
      <DesktopNav sections={sections} current={current} navLabel={t("mainNav")} sectionLabels={sectionLabels} />
      {/* The header's last element: the document's first render waits until it is parsed (SiteDocument). */}
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
