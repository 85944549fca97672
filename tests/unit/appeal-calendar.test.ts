import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/appeal-calendar/route";
import { appealCalendarHref } from "@/lib/appeal-calendar/href";
import { allDayCalendar, escapeText, foldLine } from "@/lib/appeal-calendar/ics";
import { parseCalendarQuery } from "@/lib/appeal-calendar/query";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

/** The appeal's last day as a calendar file (RFC 5545): what a calendar app reads, byte for byte. */
const TODAY = "2026-03-10";
const NOW = new Date("2026-03-10T10:00:00+07:00");
const utf8 = new TextDecoder("utf-8", { fatal: true });
/** The raw lines of an answer: split on CRLF only, so a lone LF would stay inside a line and show. */
const rawLines = (bytes: Uint8Array) => {
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++)
    if (bytes[i] === 13 && bytes[i + 1] === 10) {
      lines.push(bytes.slice(start, i));
      start = i + 2;
    }
  return { lines, rest: bytes.slice(start) };
};
/** Unfolded content lines (a CRLF followed by one space joins two lines). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

const get = (query: string) => GET(new NextRequest(`http://localhost/api/appeal-calendar?${query}`));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("folding", () => {
  it("cuts at 75 octets of UTF-8, never inside a Thai character or cluster; each continuation starts with a space", () => {
    // Shifted by up to five letters, so that some cut would fall between a consonant and its marks.
    for (let shift = 0; shift < 6; shift++) {
      const line = `DESCRIPTION:${"x".repeat(shift)}${"ที่ผู้ข้อมูลเครดิต ".repeat(12)}`;
      const folded = foldLine(line);
      const { lines, rest } = rawLines(new TextEncoder().encode(folded + "\r\n"));
      expect(rest.length).toBe(0);
      expect(lines.length).toBeGreaterThan(5);
      for (const [i, raw] of lines.entries()) {
        expect(raw.length).toBeLessThanOrEqual(75);
        // Each physical line is whole UTF-8 by itself: no character was cut.
        expect(() => utf8.decode(raw)).not.toThrow();
        if (i === 0) continue;
        expect(raw[0]).toBe(0x20);
        // No line starts with a vowel or tone mark cut off from its consonant.
        expect(utf8.decode(raw.slice(1)), `shift ${shift}`).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/);
      }
      // Lines are filled to within one cluster (at most three Thai characters) of the limit.
      expect(lines[0].length).toBeGreaterThan(66);
      expect(unfold(folded)).toEqual([line]);
    }
  });

  it("leaves a short line alone and escapes text values", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });
});

describe("the calendar file", () => {
  it("is one all-day event, CRLF-ended lines, in the page's language, with the helper page's public address", () => {
    const text = allDayCalendar({
      uid: "appeal-last-day-2026-04-30@example.go.th",
      day: "2026-04-30",
      nextDay: "2026-05-01",
      summary: th.appealHelper.calendar.summary,
      description: "หนึ่ง, สอง; สาม",
      url: `https://example.go.th${APPEAL_HELPER_PATH}`,
      language: "th",
      stamp: NOW,
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(text).slice(0, -1);
    expect(lines).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Credit Information Protection Committee//Appeal last day//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:appeal-last-day-2026-04-30@example.go.th",
      "DTSTAMP:20260310T030000Z",
      "DTSTART;VALUE=DATE:20260430",
      "DTEND;VALUE=DATE:20260501",
      `SUMMARY;LANGUAGE=th:${th.appealHelper.calendar.summary}`,
      "DESCRIPTION;LANGUAGE=th:หนึ่ง\\, สอง\\; สาม",
      `URL:https://example.go.th${APPEAL_HELPER_PATH}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });
});

describe("GET /api/appeal-calendar", () => {
  it("answers a letter of 1 March 2026 with 30 April 2026 as an attachment, in Thai and in English", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    vi.stubEnv("SITE_URL", "https://ccip.example.go.th");
    for (const [locale, m, path, letter] of [
      ["th", th, APPEAL_HELPER_PATH, "1 มีนาคม 2569"],
      ["en", en, `/en${APPEAL_HELPER_PATH}`, "1 March 2026"],
    ] as const) {
      const href = appealCalendarHref("2026-03-01", locale);
      expect(href).toBe(`/api/appeal-calendar?letterDate=2026-03-01&locale=${locale}`);
      const response = await get(href.split("?")[1]);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="appeal-last-day-2026-04-30.ics"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      const bytes = new Uint8Array(await response.arrayBuffer());
      const { lines, rest } = rawLines(bytes);
      expect(rest.length).toBe(0);
      for (const raw of lines) {
        expect(raw.length).toBeLessThanOrEqual(75);
        expect(() => utf8.decode(raw)).not.toThrow();
      }
      const text = unfold(utf8.decode(bytes));
      expect(text).toContain("DTSTART;VALUE=DATE:20260430");
      expect(text).toContain("DTEND;VALUE=DATE:20260501");
      expect(text).toContain("UID:appeal-last-day-2026-04-30@ccip.example.go.th");
      expect(text).toContain(`URL:https://ccip.example.go.th${path}`);
      expect(text).toContain(`SUMMARY;LANGUAGE=${locale}:${m.appealHelper.calendar.summary}`);
      const description = text.find((line) => line.startsWith("DESCRIPTION"))!;
      expect(description).toContain(letter);
      expect(description).toContain(`https://ccip.example.go.th${path}`);
      expect(text.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    }
  });

  it("answers a wrong query with a 400 in the API's error shape", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const cases = [
      ["", "invalid_letter_date"],
      ["letterDate=2026-03-01", "invalid_locale"],
      ["letterDate=2026-03-01&locale=fr", "invalid_locale"],
      ["letterDate=01/03/2569&locale=th", "invalid_letter_date"],
      ["letterDate=2026-02-31&locale=th", "invalid_letter_date"],
      ["letterDate=2026-03-11&locale=th", "invalid_letter_date"],
      ["letterDate=2026-03-01&locale=th&x=1", "unknown_parameter"],
      ["letterDate=2026-03-01&letterDate=2026-03-02&locale=th", "duplicate_parameter"],
    ] as const;
    for (const [query, code] of cases) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = await response.json();
      expect(body.error.code, query).toBe(code);
      expect(typeof body.error.message).toBe("string");
    }
  });

  it("takes a letter dated today, not one dated tomorrow in Bangkok", () => {
    const query = (letterDate: string) => new URLSearchParams({ letterDate, locale: "th" });
    expect(parseCalendarQuery(query(TODAY), TODAY).ok).toBe(true);
    expect(parseCalendarQuery(query("2026-03-11"), TODAY).ok).toBe(false);
  });
});
