import type { SearchPanelStrings } from "@/components/search/SearchPanel";
import { localizedPath, type Locale } from "@/i18n/locales";
import { SEARCH_PATH } from "@/lib/routes";
import { MAX_QUERY_LENGTH } from "@/lib/search/params";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

/** The header panel's words in a language, as SearchForm hands them over (the counts' {count} left for the client). */
function searchPanelStrings(locale: Locale): SearchPanelStrings {
  const t = { th, en }[locale].search;
  return {
    toggle: t.toggle,
    close: t.close,
    label: t.label,
    placeholder: t.placeholder,
    submit: t.submit,
    liveResults: t.liveResults,
    resultCountOne: t.resultCountOne,
    resultCount: t.resultCount,
    noResults: t.noResults,
    error: t.error,
    seeAllCount: t.seeAllCount,
    placeLabel: t.placeLabel,
    homePlace: t.homePlace,
  };
}

/** Every prop of the header panel in a language, as SearchForm gives them. */
export const searchPanelProps = (locale: Locale) => ({
  locale,
  action: localizedPath(locale, SEARCH_PATH),
  maxLength: MAX_QUERY_LENGTH,
  strings: searchPanelStrings(locale),
});
