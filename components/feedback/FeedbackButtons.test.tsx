import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/feedback/route";
import { routeFetch } from "@/tests/support/route-fetch";
import { FeedbackButtons } from "./FeedbackButtons";

const labels = {
  question: "Was this page useful?",
  yes: "Yes",
  no: "No",
  thanks: "Thank you for your feedback",
  notSent: "Your answer was not sent",
  privacy: "We do not record who you are",
  why: {
    label: "What were you trying to do?",
    hint: "Leave out ID numbers",
    send: "Send",
    thanks: "Thank you, no one will reply",
    empty: "The box is empty: nothing was sent",
  },
};

function renderBox() {
  return render(<FeedbackButtons locale="en" path="/Public/ConsumerRight" labels={labels} />);
}

afterEach(() => vi.unstubAllGlobals());

describe("the page feedback box", () => {
  it("thanks the reader in place after Yes, and posts the page and answer", async () => {
    const api = routeFetch({ "/api/feedback": POST });
    renderBox();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect((await screen.findByRole("status")).textContent).toBe(labels.thanks);
    expect(screen.queryByRole("button", { name: "Yes" })).toBeNull();
    expect(await api.calls[0].json()).toEqual({ path: "/Public/ConsumerRight", locale: "en", useful: true });
  });

  it("asks why after No, focuses the box, and says so when the box is sent empty", async () => {
    const api = routeFetch({ "/api/feedback": POST });
    renderBox();
    await userEvent.click(screen.getByRole("button", { name: "No" }));
    const box = await screen.findByRole("textbox", { name: labels.why.label });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText(labels.why.empty)).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    await userEvent.type(box, "Looking for the appeal form");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(labels.why.thanks)).toBeTruthy();
    expect(await api.calls[1].json()).toMatchObject({ why: "Looking for the appeal form" });
  });

  it("says the answer was not sent when the network drops it, and sends it on a second press", async () => {
    const api = routeFetch({ "/api/feedback": POST });
    api.failNext();
    renderBox();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect((await screen.findByRole("alert")).textContent).toBe(labels.notSent);
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect((await screen.findByRole("status")).textContent).toBe(labels.thanks);
  });

  it("says the answer was not sent when the server refuses it", async () => {
    routeFetch({ "/api/feedback": () => Response.json({ error: { code: "unavailable" } }, { status: 503 }) });
    renderBox();
    await userEvent.click(screen.getByRole("button", { name: "No" }));
    expect((await screen.findByRole("alert")).textContent).toBe(labels.notSent);
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
