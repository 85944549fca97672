import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { SearchForm } from "@/components/search/SearchForm";
import { localizedPath, type Locale } from "@/i18n/locales";
import { findRoute, type RegistryPath } from "@/lib/routes";
import { ThaiText } from "@/components/content/ThaiText";

const POPULAR: RegistryPath[] = ["/Public/ConsumerRight", "/Public/Appealprocess", "/Law/act", "/FAQ", "/ContactUs"];

/**
 * A real 404 in the visitor's language: what happened, a search box, a way home and the pages most asked for. It has
 * no address of its own, so its language switch goes to the other language's home.
 */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "notFound" });
  return (
    <PageFrame locale={locale} page={{ path: null }}>
      <div className="container page not-found">
        <h1>
          <ThaiText text={t("title")} />
        </h1>
        <p className="lead">
          <ThaiText text={t("lead")} />
        </p>
        <SearchForm locale={locale} variant="page" id="search-not-found" />
        <p>
          <a href={localizedPath(locale, "/")} className="button">
            {t("home")}
          </a>
        </p>
        <h2>
          <ThaiText text={t("popular")} />
        </h2>
        <ul>
          {POPULAR.map((path) => (
            <li key={path}>
              <a href={localizedPath(locale, path)}>{findRoute(path)?.label[locale]}</a>
            </li>
          ))}
        </ul>
      </div>
    </PageFrame>
  );
}
