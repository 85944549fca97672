import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/i18n/locales";
import { SEARCH_PATH } from "@/lib/routes";
import { MAX_QUERY_LENGTH } from "@/lib/search/params";
import { SearchPanel, type SearchPanelStrings } from "./SearchPanel";

type Props = { locale: Locale; variant: "header" | "page"; defaultValue?: string; id?: string };

/**
 * Search as a plain GET form to the results page: it works before (or without) any JavaScript. In the header the
 * same form sits in a panel behind a toggle, with live results once JavaScript runs (SearchPanel).
 */
export async function SearchForm({ locale, variant, defaultValue, id = `search-${variant}` }: Props) {
  const t = await getTranslations({ locale, namespace: "search" });
  const action = localizedPath(locale, SEARCH_PATH);
  if (variant === "header") {
    const strings: SearchPanelStrings = {
      toggle: t("toggle"),
      close: t("close"),
      label: t("label"),
      placeholder: t("placeholder"),
      submit: t("submit"),
      liveResults: t("liveResults"),
      resultCountOne: t("resultCountOne"),
      // The client fills in {count}: it has no i18n runtime (bundle size).
      resultCount: t.raw("resultCount") as string,
      noResults: t("noResults"),
      error: t("error"),
      seeAllCount: t.raw("seeAllCount") as string,
      placeLabel: t("placeLabel"),
      homePlace: t("homePlace"),
    };
    return <SearchPanel locale={locale} action={action} maxLength={MAX_QUERY_LENGTH} strings={strings} />;
  }
  return (
    <form role="search" action={action} method="get" className="search-form search-page">
      <label htmlFor={id} className="search-label">
        {t("label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        required
        defaultValue={defaultValue}
        placeholder={t("placeholder")}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit">{t("submit")}</button>
    </form>
  );
}
