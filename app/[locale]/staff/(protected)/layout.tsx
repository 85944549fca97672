import { requireStaff } from "@/lib/auth/guard";
import { localeParam } from "@/lib/locale-param";

/** The server-side guard (the middleware's is not a security boundary); each page checks again. */
export default async function ProtectedStaffLayout({ children, params }: LayoutProps<"/[locale]/staff">) {
  await requireStaff(await localeParam(params));
  return children;
}
