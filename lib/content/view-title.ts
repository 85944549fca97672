// A list view's title, shared by the list page's heading and its head metadata.
import { getTranslations } from "next-intl/server";
import type { Locale } from "../../i18n/locales";
import { formatDate } from "../format";
import type { ListView } from "./listing";

/** "Notifications and circulars, 2019, page 2": the list's name with the year and page a view shows. */
export async function viewTitle(locale: Locale, listTitle: string, view: ListView): Promise<string> {
  const t = await getTranslations({ locale, namespace: "collections" });
  let title = listTitle;
  if (view.year !== undefined) title = t("viewYear", { title, year: formatDate(locale, String(view.year)) });
  if (view.page > 1) title = t("viewPage", { title, page: view.page });
  return title;
}
