import { getTranslations } from "next-intl/server";
import { PageFeedback } from "@/components/feedback/PageFeedback";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { JsonLd } from "@/components/seo/JsonLd";
import type { ContentPageData } from "@/lib/content/page-data";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { ChildPageList } from "./ChildPageList";
import { NoBreakTitle } from "./NoBreakTitle";
import { PageBody } from "./PageBody";
import { ThaiText } from "./ThaiText";

type Props = { locale: Locale; path: string; page: ContentPageData };

/** Every registry page: breadcrumbs, title, lead, body and blocks, child pages, and when it was last updated. */
export async function ContentPage({ locale, path, page }: Props) {
  const t = await getTranslations({ locale, namespace: "page" });
  const { title, updated } = page.frontmatter;
  return (
    <div className={`container page${path === "/" ? " page-home" : ""}`}>
      <JsonLd objects={page.jsonLd} />
      <Breadcrumbs locale={locale} path={path} label={t("breadcrumb")} />
      <article className="page-article">
        <h1>
          <NoBreakTitle text={title} />
        </h1>
        <PageBody locale={locale} segments={page.segments} />
        <ChildPageList locale={locale} cards={page.children} />
        <p className="updated">
          <ThaiText text={t("updated")} /> <time dateTime={updated}>{formatDate(locale, updated)}</time>
        </p>
      </article>
      <PageFeedback locale={locale} path={path} />
    </div>
  );
}
