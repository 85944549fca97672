import { describe, expect, it } from "vitest";
import { APPEAL_FIELDS, appealFormProblems, fieldSchema, storedAnswersSchema } from "@/lib/validation/appeal-form";
import { firstProblem } from "@/lib/validation/schemas";

const TODAY = "2026-03-10";

function validId(first12: string): string {
  const sum = first12.split("").reduce((total, digit, i) => total + Number(digit) * (13 - i), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

const complete = {
  fullName: "สมชาย ใจดี",
  nationalId: validId("110170020345"),
  mobile: "0812345678",
  address: "99/1 ถนนสามเสน",
  postalCode: "10200",
  bureau: "NCB",
  disputedItems: "สถานะบัญชี",
  reasons: "ชำระครบแล้ว",
  letterDate: "01/03/2569",
  request: "แก้ไขสถานะบัญชี",
};

describe("appeal form rules", () => {
  it("accept a complete form with the optional fields left empty", () => {
    expect(appealFormProblems(complete, TODAY)).toEqual({});
  });

  it("ask for every required field and nothing else", () => {
    const required = Object.entries(APPEAL_FIELDS)
      .filter(([, f]) => f.required)
      .map(([name]) => name);
    const problems = appealFormProblems({}, TODAY);
    expect(Object.keys(problems).sort()).toEqual(required.sort());
    expect(Object.values(problems).every((p) => p?.problem === "required")).toBe(true);
  });

  it("treat null-like values as empty", () => {
    expect(appealFormProblems({ ...complete, email: "null", fullName: "undefined" }, TODAY)).toEqual({
      fullName: { problem: "required" },
    });
  });

  it("name the problem of a bad value", () => {
    const good = validId("110170020345");
    const wrongCheckDigit = good.slice(0, 12) + ((Number(good[12]) + 1) % 10);
    const problems = appealFormProblems(
      {
        ...complete,
        nationalId: wrongCheckDigit,
        mobile: "12345",
        email: "1@x.com",
        postalCode: "1020",
        letterDate: "11/03/2569",
        birthDate: "31/02/2520",
      },
      TODAY,
    );
    expect(problems).toEqual({
      nationalId: { problem: "idCheckDigit" },
      mobile: { problem: "mobile" },
      email: { problem: "email" },
      postalCode: { problem: "postalCode" },
      letterDate: { problem: "dateFuture" },
      birthDate: { problem: "date" },
    });
  });

  it("check that the bureau's answer is not dated before the request, nor the dispute before the answer", () => {
    expect(appealFormProblems({ ...complete, requestDate: "10/01/2569", answerDate: "09/01/2569" }, TODAY)).toEqual({
      answerDate: { problem: "dateOrder", other: "requestDate" },
    });
    expect(appealFormProblems({ ...complete, answerDate: "10/01/2569", disputeDate: "09/01/2569" }, TODAY)).toEqual({
      disputeDate: { problem: "dateOrder", other: "answerDate" },
    });
    expect(
      appealFormProblems(
        { ...complete, requestDate: "10/01/2569", answerDate: "10/01/2569", disputeDate: "20/01/2569" },
        TODAY,
      ),
    ).toEqual({});
  });

  it("trim what the visitor typed before checking it", () => {
    expect(firstProblem(fieldSchema("postalCode", TODAY), " 10200 ")).toBeNull();
  });
});

describe("stored answers", () => {
  it("accept what the helper writes and refuse anything else", () => {
    expect(
      storedAnswersSchema.safeParse({ answers: { asked: "yes" }, values: { fullName: "x" }, attachments: [true] })
        .success,
    ).toBe(true);
    expect(storedAnswersSchema.safeParse({ answers: { asked: "maybe" }, values: {}, attachments: [] }).success).toBe(
      false,
    );
    expect(storedAnswersSchema.safeParse({ answers: {}, values: { fullName: 1 }, attachments: [] }).success).toBe(
      false,
    );
    expect(storedAnswersSchema.safeParse("null").success).toBe(false);
  });
});
