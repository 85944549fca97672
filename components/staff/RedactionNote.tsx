import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

/** Each label redaction writes (lib/privacy/redact.ts), and what can still remain: in the order staff read them. */
const TAKEN = ["numbers", "email", "name", "address", "handle", "plate"] as const;
const REMAINS = ["name", "place", "numbers", "handle"] as const;

/**
 * What staff must know to read the search insights and the answers: what redaction took out before anything was
 * stored, and exactly what it cannot see (a name with no title or label before it, above all).
 */
export async function RedactionNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "staff.redaction" });
  return (
    <section className="staff-section staff-redaction" aria-labelledby="redaction-title">
      <h2 id="redaction-title">{t("title")}</h2>
      <p>{t("lead")}</p>
      <ul>
        {TAKEN.map((key) => (
          <li key={key}>{t(`taken.${key}`)}</li>
        ))}
      </ul>
      <h3>{t("remainsTitle")}</h3>
      <ul className="staff-redaction-remains">
        {REMAINS.map((key) => (
          <li key={key}>{t(`remains.${key}`)}</li>
        ))}
      </ul>
      <p>{t("overreach")}</p>
    </section>
  );
}
