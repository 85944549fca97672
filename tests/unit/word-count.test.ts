import { describe, expect, it } from "vitest";
import { countWords, mainText } from "@/lib/text/word-count";

describe("word count", () => {
  it("segments Thai without spaces into words", () => {
    // Eight words by ICU's dictionary today; a run counted whole (1) or letter by letter (39) is no count of words.
    expect(countWords("เจ้าของข้อมูลมีสิทธิตรวจสอบข้อมูลเครดิต")).toBeGreaterThanOrEqual(5);
    expect(countWords("เจ้าของข้อมูลมีสิทธิตรวจสอบข้อมูลเครดิต")).toBeLessThanOrEqual(9);
    expect(countWords("The data subject may appeal.")).toBe(5);
  });

  it("reads only the visible text of <main>", () => {
    const html =
      "<header>menu</header><main><h1>Title</h1><script>var x = 1</script><p>One&nbsp;two</p></main><footer>f</footer>";
    expect(mainText(html)).toBe("Title One two");
  });
});
