import { describe, expect, it } from "vitest";
import {
  addDays,
  appealWindow,
  bangkokToday,
  daysBetween,
  parseDateInput,
  pastDateProblem,
} from "@/lib/validation/dates";

describe("typed dates", () => {
  it("reads day/month/year with a Buddhist-era or a Common-Era year, and ISO dates", () => {
    expect(parseDateInput("15/01/2569")).toBe("2026-01-15");
    expect(parseDateInput("15/01/2026")).toBe("2026-01-15");
    expect(parseDateInput("5-1-2026")).toBe("2026-01-05");
    expect(parseDateInput(" 2026-01-15 ")).toBe("2026-01-15");
    expect(parseDateInput("29/02/2567")).toBe("2024-02-29");
  });

  it("reads dates typed with Thai digits, dots or spaces (normalize.ts)", () => {
    expect(parseDateInput("๑๕/๐๘/๒๕๒๘")).toBe("1985-08-15");
    expect(parseDateInput("15.01.2026")).toBe("2026-01-15");
    expect(parseDateInput("15 / 01 / 2569")).toBe("2026-01-15");
  });

  it("rejects days that do not exist and text that is not a date", () => {
    for (const text of ["31/02/2026", "29/02/2025", "00/01/2026", "15/13/2026", "15/01/26", "15/01/1800", "", "abc"]) {
      expect(parseDateInput(text), text).toBeNull();
    }
  });

  it("must be today or earlier where a past date is asked", () => {
    expect(pastDateProblem("23/11/2569", "2026-11-23")).toBeNull();
    expect(pastDateProblem("24/11/2569", "2026-11-23")).toBe("dateFuture");
    expect(pastDateProblem("31/11/2569", "2026-11-23")).toBe("date");
  });
});

describe("Bangkok calendar", () => {
  it("takes today's date in Bangkok, seven hours ahead of UTC", () => {
    expect(bangkokToday(new Date("2026-03-09T16:59:59Z"))).toBe("2026-03-09");
    expect(bangkokToday(new Date("2026-03-09T17:00:00Z"))).toBe("2026-03-10");
  });

  it("gives the date the time-zone database gives for Asia/Bangkok, every 7 hours 13 minutes from 1970 to 2100", () => {
    const inBangkok = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Bangkok", dateStyle: "short" });
    const step = (7 * 60 + 13) * 60_000;
    let checked = 0;
    for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2100, 0, 1); t += step, checked++)
      if (bangkokToday(new Date(t)) !== inBangkok.format(t)) throw new Error(`differs at ${new Date(t).toISOString()}`);
    expect(checked).toBeGreaterThan(150_000);
  });

  it("adds days across months, leap days and years", () => {
    expect(addDays("2026-01-01", 60)).toBe("2026-03-02");
    expect(addDays("2024-01-01", 60)).toBe("2024-03-01");
    expect(addDays("2026-12-15", 60)).toBe("2027-02-13");
    expect(daysBetween("2026-01-01", "2026-03-02")).toBe(60);
    expect(daysBetween("2026-03-02", "2026-01-01")).toBe(-60);
  });
});

describe("60-day appeal window", () => {
  it("is open up to and including the letter's date plus 60 days", () => {
    expect(appealWindow("2026-01-10", "2026-01-10")).toEqual({ status: "open", deadline: "2026-03-11", daysLeft: 60 });
    expect(appealWindow("2026-01-10", "2026-03-11")).toEqual({ status: "open", deadline: "2026-03-11", daysLeft: 0 });
  });

  it("is closed the day after", () => {
    expect(appealWindow("2026-01-10", "2026-03-12")).toEqual({ status: "closed", deadline: "2026-03-11", daysLate: 1 });
  });

  it("cannot start from a letter dated after today", () => {
    expect(appealWindow("2026-01-11", "2026-01-10")).toEqual({ status: "future-letter" });
  });
});
