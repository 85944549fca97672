import type { NextRequest } from "next/server";
import { defaultLocale, locales } from "@/i18n/locales";
import { localeSchema } from "@/lib/content/schema";
import { bundledIndexes } from "@/lib/search/bundled";
import { jsonError, jsonOk, LIST_CACHE_CONTROL } from "@/lib/search/http";
import { legacyItems } from "@/lib/search/legacy";
import { ALLOW } from "@/lib/http/allow";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/** The spec's search list (section 7): [{ title, description, url, image }], Thai unless `locale=en`. */
export async function GET(request: NextRequest) {
  const locale = localeSchema.default(defaultLocale).safeParse(request.nextUrl.searchParams.get("locale") ?? undefined);
  if (!locale.success)
    return jsonError(400, { code: "invalid_locale", message: `locale must be one of ${locales.join(", ")}` });
  return jsonOk(legacyItems(await bundledIndexes[locale.data]), LIST_CACHE_CONTROL);
}

const refuse = methodNotAllowed(ALLOW.read);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
