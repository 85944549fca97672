import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextRequest } from "next/server";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/search/route";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import { routeFetch } from "@/tests/support/route-fetch";
import { searchPanelProps } from "@/tests/support/search-panel";
import { SearchPanel } from "./SearchPanel";

// The route records the query's statistics with after(), which needs Next's request scope: here it runs at once.
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => unknown) => void task(),
}));

const { search: t } = en;
const panel = <SearchPanel {...searchPanelProps("en")} />;

/** The panel's fetch goes to the real GET /api/search, in-process, over the index the last build wrote. */
const searchApi = () => routeFetch({ "/api/search": (request) => GET(new NextRequest(request)) });

/**
 * What a visitor must see first for "appeal", written by hand (not read from the engine): the start page, then the
 * process, the helper, what to know before appealing, and the Committee's rulings.
 */
const APPEAL_FIRST_FIVE = [
  "/en/Public/AppealStart",
  "/en/Public/Appealprocess",
  `/en${APPEAL_HELPER_PATH}`,
  "/en/Public/ShouldKnow",
  "/en/Member/Diagnosis",
];
const APPEAL_START_TITLE = "Appeal to the Committee: before you start";

/** The count the API answered for the panel's last request: the number the panel must show, whatever the content. */
async function answeredTotal(api: ReturnType<typeof searchApi>): Promise<number> {
  const response = await GET(new NextRequest(api.calls.at(-1)!.url));
  return ((await response.json()) as { total: number }).total;
}

/** The toggle: "Search" while the panel is closed (like the form's own button), "Close search" while it is open. */
const toggleButton = () => screen.getAllByRole("button").find((b) => b.hasAttribute("aria-expanded"))!;

async function openAndType(text: string) {
  const user = userEvent.setup();
  expect(toggleButton().textContent).toBe(t.toggle);
  await user.click(toggleButton());
  const box = screen.getByRole("searchbox", { name: t.label });
  await waitFor(() => expect(document.activeElement).toBe(box));
  await user.type(box, text);
  return { user, box };
}

const status = () => screen.getByRole("status");

afterEach(() => vi.unstubAllGlobals());

describe("the header search panel", () => {
  it("lists the best pages as the visitor types, says how many match in all and links to all of them", async () => {
    const api = searchApi();
    render(panel);
    await openAndType("appeal");
    const list = await screen.findByRole("list", { name: t.liveResults });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(APPEAL_FIRST_FIVE);
    expect(links[0].textContent).toContain(APPEAL_START_TITLE);
    const total = await answeredTotal(api);
    expect(total).toBeGreaterThan(APPEAL_FIRST_FIVE.length);
    expect(status().textContent).toBe(t.resultCount.replace("{count}", String(total)));
    const seeAll = screen.getByRole("link", { name: t.seeAllCount.replace("{count}", String(total)) });
    expect(seeAll.getAttribute("href")).toBe("/en/search?q=appeal");
    // One request for the whole word: the panel waits for the visitor to pause.
    expect(api.calls.map((r) => new URL(r.url).searchParams.get("q"))).toEqual(["appeal"]);
  });

  it("says so when nothing matches, with no list and no link to all results", async () => {
    searchApi();
    render(panel);
    await openAndType("zzqxwv");
    await waitFor(() => expect(status().textContent).toBe(t.noResults));
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("link", { name: /see all/i })).toBeNull();
  });

  it("says the search failed when the network drops it, and searches again at the next keystroke", async () => {
    const api = searchApi();
    api.failNext();
    render(panel);
    const { user, box } = await openAndType("appeal");
    await waitFor(() => expect(status().textContent).toBe(t.error));
    expect(screen.queryByRole("list")).toBeNull();
    await user.type(box, "s");
    const list = await screen.findByRole("list", { name: t.liveResults });
    // "appeals" finds the same pages; the process page, whose text says "appeals" most, comes first.
    const hrefs = within(list)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs.slice(0, 3).sort()).toEqual(APPEAL_FIRST_FIVE.slice(0, 3).sort());
    expect(status().textContent).toBe(t.resultCount.replace("{count}", String(await answeredTotal(api))));
  });

  it("moves between the box and the results with the arrows; Escape closes, clears and returns to the toggle", async () => {
    searchApi();
    render(panel);
    const toggle = toggleButton();
    const { user, box } = await openAndType("appeal");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const links = within(await screen.findByRole("list", { name: t.liveResults })).getAllByRole("link");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(box);
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    expect((box as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("closes and clears when a result is chosen", async () => {
    searchApi();
    render(panel);
    const { user, box } = await openAndType("appeal");
    const [first] = within(await screen.findByRole("list", { name: t.liveResults })).getAllByRole("link");
    // jsdom does not follow links: what is tested is the panel closing behind the page the visitor opens.
    first.addEventListener("click", (event) => event.preventDefault());
    await user.click(first);
    expect(toggleButton().getAttribute("aria-expanded")).toBe("false");
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("takes over a panel opened and typed in before the page's script ran", async () => {
    searchApi();
    const container = document.createElement("div");
    container.innerHTML = renderToString(panel);
    document.body.append(container);
    // What the boot script does on a tap before hydration, and what the visitor typed meanwhile.
    container.querySelector<HTMLElement>(".search-box")!.dataset.open = "true";
    container.querySelector("input")!.value = "appeal";
    // React (in development) reports the attribute the boot script changed before hydration: that change is the point.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    render(panel, { container, hydrate: true });
    reported.mockRestore();
    expect(await screen.findByRole("list", { name: t.liveResults })).toBeTruthy();
    expect(toggleButton().getAttribute("aria-expanded")).toBe("true");
    expect(toggleButton().textContent).toBe(t.close);
    expect(container.querySelector<HTMLElement>(".search-box")!.dataset.ready).toBe("true");
  });
});
