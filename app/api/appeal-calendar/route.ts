import type { NextRequest } from "next/server";
import { appealCalendar, type CalendarMessages } from "@/lib/appeal-calendar/event";
import { parseCalendarQuery } from "@/lib/appeal-calendar/query";
import { ALLOW } from "@/lib/http/allow";
import { apiError } from "@/lib/http/api-error";
import { CACHE_CONTROL } from "@/lib/http/cache-control";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

type Messages = typeof import("@/messages/th.json");

export const dynamic = "force-dynamic";

/**
 * GET /api/appeal-calendar?letterDate=YYYY-MM-DD&locale=th|en → the appeal's last day as an iCalendar file to save
 * (one all-day event). Made from the query alone: nothing is stored, and the answer is not kept by any cache (its
 * DTSTAMP is the moment it was made). A wrong query is a 400 in the API's error shape.
 */
export async function GET(request: NextRequest) {
  const query = parseCalendarQuery(request.nextUrl.searchParams);
  if (!query.ok) return apiError(400, query.error);
  // The words straight from the locale's messages file, as sign-out reads its own: no translator in a route handler.
  const messages = (await import(`../../../messages/${query.data.locale}.json`)).default as Messages;
  const { text, fileName } = appealCalendar(query.data, messages.appealHelper.calendar satisfies CalendarMessages);
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": CACHE_CONTROL.noStore,
    },
  });
}

const refuse = methodNotAllowed(ALLOW.read);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
