import { getTranslations } from "next-intl/server";
import { loadNotifications } from "@/lib/content/data";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { ThaiText } from "@/components/content/ThaiText";

/** The committee's notifications in our records (not a complete list), newest first, each with its Gazette reference. */
export async function NotificationList({ locale, limit }: { locale: Locale; limit?: number }) {
  const t = await getTranslations({ locale, namespace: "blocks" });
  const items = loadNotifications().slice(0, limit);
  if (items.length === 0)
    return (
      <p>
        <ThaiText text={t("noNotifications")} />
      </p>
    );
  return (
    <ol className="notifications">
      {items.map((item) => (
        <li key={item.id} id={item.id} className="notification">
          <p className="notification-date">
            <span className="sr-only">{t("notificationDate")} </span>
            <time dateTime={item.date}>{formatDate(locale, item.date)}</time>
          </p>
          <h3>
            {item.url ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer" className="external">
                <ThaiText text={item.title[locale]} />
              </a>
            ) : (
              <ThaiText text={item.title[locale]} />
            )}
          </h3>
          <p>
            <ThaiText text={item.subject[locale]} />
          </p>
          {item.gazette && <p className="notification-gazette"><ThaiText text={item.gazette[locale]} /></p>}
        </li>
      ))}
    </ol>
  );
}
