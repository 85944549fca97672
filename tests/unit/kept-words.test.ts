import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formText } from "@/lib/appeal-form/labels";
import { keptWordList, stringsOf } from "@/lib/text/kept-word-list";
import { cutText, parseKeptWords } from "@/lib/text/kept-words";
import { thaiParts } from "@/lib/text/thai-words";
import type { TextPart } from "@/lib/text/text-part";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

/** [start, end) of each kept box. */
const boxes = (parts: TextPart[]) => {
  const out: [number, number, boolean][] = [];
  let at = 0;
  for (const part of parts) {
    if (part.keep) out.push([at, at + part.text.length, part.long === true]);
    at += part.text.length;
  }
  return out;
};

/**
 * The browser's cut keeps every word the server's keeps inside one box (long terms marked the same). It may keep a
 * few more: a word the dictionary kept in one message is kept wherever it appears, which takes no break away from
 * where a line may end between words.
 */
function expectCovered(text: string, words: string) {
  const client = boxes(cutText(text, parseKeptWords(words)));
  for (const [start, end, long] of boxes(thaiParts(text))) {
    const box = client.find(([s, e]) => s <= start && end <= e);
    expect(box, `${text.slice(start, end)} in ${text}`).toBeDefined();
    if (box![0] === start && box![1] === end) expect(box![2], text.slice(start, end)).toBe(long);
  }
}

/** The data files as they are (lib/content/data.ts is server-only): names and places only, so no schema here. */
const data = (name: string) => JSON.parse(readFileSync(`content/data/${name}.json`, "utf8")) as unknown;

describe("words kept whole by client components (cutText with the server's list)", () => {
  for (const [locale, messages] of [
    ["th", th],
    ["en", en],
  ] as const) {
    it(`cuts every appeal helper string as the dictionary does (${locale})`, () => {
      const texts = stringsOf([messages.appealHelper, formText[locale], data("contacts"), data("offices")]);
      const words = keptWordList(texts);
      for (const text of texts) expectCovered(text, words);
    });
  }

  it("cuts a message filled in with a number or a name the same way as the template", () => {
    const words = keptWordList(stringsOf(th.appealHelper));
    const filled = th.appealHelper.errors.idLength.replace("{count}", "12");
    expectCovered(filled, words);
    const error = cutText(th.appealHelper.errors.idCheckDigit, parseKeptWords(words));
    expect(error.filter((p) => p.keep).map((p) => p.text)).toEqual(expect.arrayContaining(["ตรวจสอบ", "ทีละ"]));
  });

  it("gives back the text unchanged, and plain text where the list is empty", () => {
    const text = th.appealHelper.offices.privacy;
    expect(
      cutText(text, parseKeptWords(keptWordList([text])))
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
    expect(cutText(text, parseKeptWords(""))).toEqual([{ text }]);
    expect(cutText("", parseKeptWords(""))).toEqual([{ text: "" }]);
  });

  it("lists each word once, in a few hundred bytes for the helper's form", () => {
    const list = keptWordList(stringsOf([th.appealHelper.form, th.appealHelper.errors, formText.th]));
    const entries = list.split("|");
    expect(new Set(entries).size).toBe(entries.length);
    expect(Buffer.byteLength(list)).toBeLessThan(2_000);
  });
});
