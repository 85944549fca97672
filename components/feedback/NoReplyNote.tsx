import { ThaiText } from "@/components/content/ThaiText";
import { localizedPath, type Locale } from "@/i18n/locales";
import type { RegistryPath } from "@/lib/routes";

/**
 * After a comment is sent, with and without JavaScript: no one answers it, and questions go to Contact us (a link in
 * the reader's language, where the message's {contact} stands).
 */
export function NoReplyNote({ text, contact, locale }: { text: string; contact: string; locale: Locale }) {
  const [before, after = ""] = text.split("{contact}");
  return (
    <>
      <ThaiText text={before} />
      <a href={localizedPath(locale, "/ContactUs" satisfies RegistryPath)}>
        <ThaiText text={contact} />
      </a>
      {after && <ThaiText text={after} />}
    </>
  );
}
