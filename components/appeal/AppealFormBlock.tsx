import type { Locale } from "@/lib/content/schema";

export async function AppealFormBlock({ locale }: { locale: Locale }) {
  return <p data-locale={locale} />;
}
