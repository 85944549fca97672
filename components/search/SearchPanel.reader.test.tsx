import { virtual } from "@guidepup/virtual-screen-reader";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/search/route";
import th from "@/messages/th.json";
import { truth } from "@/tests/support/search-truth";
import { routeFetch } from "@/tests/support/route-fetch";
import { searchPanelProps } from "@/tests/support/search-panel";
import { SearchPanel } from "./SearchPanel";

// The route records the query's statistics with after(), which needs Next's request scope: here it runs at once.
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => unknown) => void task(),
}));

const { search: t } = th;

afterEach(async () => {
  await virtual.stop();
  vi.unstubAllGlobals();
});

/**
 * What a screen reader says while the visitor types in the header search, not what the DOM holds: the count of
 * matching pages is spoken by itself (a polite live region), without the reader moving from the box.
 */
describe("the header search panel, as a screen reader speaks it", () => {
  it("speaks how many pages match once the visitor pauses, and then nothing more for the same results", async () => {
    routeFetch({ "/api/search": (request) => GET(new NextRequest(request)) });
    render(<SearchPanel {...searchPanelProps("th")} />);
    await virtual.start({ container: document.body });
    const user = userEvent.setup();
    // The toggle: the one button that says whether the panel is open.
    await user.click(screen.getAllByRole("button").find((b) => b.hasAttribute("aria-expanded"))!);
    const box = screen.getByRole("searchbox", { name: t.label });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, "อุทธรณ์");
    const count = t.resultCount.replace("{count}", String(truth("th", "อุทธรณ์").total));
    await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain(`polite: ${count}`));
    const log = await virtual.spokenPhraseLog();
    console.log(`[reader] search panel:\n${log.map((p) => `  ${p}`).join("\n")}`);
    expect(log.filter((p) => p.startsWith("polite:"))).toEqual([`polite: ${count}`]);
    // Focus stayed in the box: the visitor types on while the count is read.
    expect(document.activeElement).toBe(box);
  });
});
