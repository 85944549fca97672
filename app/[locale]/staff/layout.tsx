import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { NotConfigured } from "@/components/staff/NotConfigured";
import { authConfigured } from "@/lib/auth/env";
import { localeParam } from "@/lib/locale-param";

// Staff pages depend on the runtime environment and the session: never prerendered, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Every staff page: without the AUTH_* variables, the one thing to say is that sign-in is not configured. */
export default async function StaffLayout({ children, params }: LayoutProps<"/[locale]/staff">) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  if (!authConfigured()) {
    return (
      <PageFrame locale={locale} page={{ path: "/staff" }}>
        <NotConfigured locale={locale} />
      </PageFrame>
    );
  }
  return children;
}
