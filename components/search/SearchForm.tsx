import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/content/schema";
import { localizedPath } from "@/lib/locale-path";

type Props = { locale: Locale; variant: "header" | "page"; defaultValue?: string; id?: string };

/** Search as a plain GET form to the results page: it works before (or without) any JavaScript. */
export async function SearchForm({ locale, variant, defaultValue, id = `search-${variant}` }: Props) {
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <form role="search" action={localizedPath(locale, "/search")} method="get" className={`search-form search-${variant}`}>
      <label htmlFor={id} className={variant === "header" ? "sr-only" : "search-label"}>
        {t("label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={100}
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
