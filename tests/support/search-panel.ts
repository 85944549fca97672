import type { SearchPanelStrings } from "@/components/search/SearchPanel";
import type { Locale } from "@/i18n/locales";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

/** The header panel's words in a language, as SearchForm hands them over (the counts' {count} left for the client). */
export function searchPanelStrings(locale: Locale): SearchPanelStrings {
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
