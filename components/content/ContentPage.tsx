import { getTranslations } from "next-intl/server";
import { PageFeedback } from "@/components/feedback/PageFeedback";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { JsonLd } from "@/components/seo/JsonLd";
import { loadPage } from "@/lib/content/pages";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { ChildPageList } from "./ChildPageList";
import { NoBreakTitle } from "./NoBreakTitle";
import { PageBody } from "./PageBody";
import { ThaiText } from "./ThaiText";

/** Every registry page: breadcrumbs, title, lead, body and blocks, child pages, and when it was last updated. */
export async function ContentPage({ locale, path }: { locale: Locale; path: string }) {
  const page = loadPage(locale, path);
  const t = await getTranslations({ locale, namespace: "page" });
  const { title, updated } = page.frontmatter;
  return (
    <div className={`container page${path === "/" ? " page-home" : ""}`}>
      <JsonLd locale={locale} path={path} />
      <Breadcrumbs locale={locale} path={path} label={t("breadcrumb")} />
      <article className="page-article">
        <h1>
          <NoBreakTitle text={title} />
        </h1>
        <PageBody locale={locale} page={page} />
        <ChildPageList locale={locale} path={path} />
        <p className="updated">
          <ThaiText text={t("updated")} /> <time dateTime={updated}>{formatDate(locale, updated)}</time>
        </p>
      </article>
      <PageFeedback locale={locale} path={path} />
    </div>
  );
}
