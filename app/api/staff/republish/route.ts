import { NextResponse } from "next/server";
import { z } from "zod";
import { republishSearchIndex } from "@/components/staff/search-index";
import { staffApiGuard } from "@/lib/auth/guard";
import { readForm } from "@/lib/http/form";
import { ALLOW } from "@/lib/http/allow";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { defaultLocale, localizedPath } from "@/i18n/locales";
import { localeSchema } from "@/lib/content/schema";
import { siteUrl } from "@/lib/site-url";

/** The staff page's "republish the search index" button: a plain form post, for signed-in staff from this site. */
const form = z.object({ locale: localeSchema.catch(defaultLocale) });

export async function POST(request: Request) {
  const guard = await staffApiGuard();
  if ("response" in guard) return guard.response;
  const fields = await readForm(request, form);
  if ("response" in fields) return fields.response;
  await republishSearchIndex();
  return NextResponse.redirect(new URL(`${localizedPath(fields.data.locale, "/staff")}?republished=1`, siteUrl()), 303);
}

export const GET = methodNotAllowed(ALLOW.post);
