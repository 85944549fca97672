import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  eachTestOnHelperPage,
  formProps,
  hydrateAfter,
  ID_NUMBER,
  labels,
  m,
  openStep,
  press,
  renderForm,
  stepCount,
  storeAnswers,
  storedAnswers,
  textField,
} from "@/tests/support/appeal-helper";
import { AppealForm } from "./AppealForm";

/** Step 7, the documents sent with the appeal; and what was ticked or typed in the form before the scripts ran. */
const list = () => screen.getByRole("group", { name: labels.part5 });

eachTestOnHelperPage();

describe("the attachments step", () => {
  it("lists the form's documents to tick, with its hint, and an 'other' field", () => {
    openStep(7);
    renderForm();
    expect(document.querySelector(".helper-step-count")?.textContent).toBe(stepCount(7));
    const boxes = within(list()).getAllByRole("checkbox");
    expect(boxes.map((box) => box.closest("label")?.textContent)).toEqual(labels.attachments);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(document.getElementById(list().getAttribute("aria-describedby")!)?.textContent).toBe(m.form.attachmentsHint);
    expect(textField(labels.otherAttachment)).toBeTruthy();
  });

  it("keeps what is ticked and typed, through a reload of the tab", async () => {
    const user = userEvent.setup();
    openStep(7);
    const first = renderForm();
    await user.click(screen.getByRole("checkbox", { name: labels.attachments[1] }));
    await user.click(screen.getByRole("checkbox", { name: labels.attachments[3] }));
    await user.click(screen.getByRole("checkbox", { name: labels.attachments[1] }));
    await user.type(textField(labels.otherAttachment), "Bank statement");
    expect(storedAnswers()).toMatchObject({
      attachments: [false, false, false, true, false],
      values: { otherAttachment: "Bank statement" },
    });
    first.unmount();
    renderForm();
    const ticked = within(list())
      .getAllByRole("checkbox")
      .map((box) => (box as HTMLInputElement).checked);
    expect(ticked).toEqual([false, false, false, true, false]);
    expect(textField(labels.otherAttachment).value).toBe("Bank statement");
  });
});

describe("before the scripts run", () => {
  it("keeps the fields typed, the identification chosen and the boxes ticked, on every step", async () => {
    // The server's HTML holds every step (hidden without JavaScript, and on the check); the visitor, on a step's
    // address, fills some in, then it hydrates.
    openStep(1);
    hydrateAfter(<AppealForm {...formProps("en")} />, (html) => {
      const input = (name: string) => html.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      input("appeal-fullName").value = "Somying Jaidee";
      html.querySelector<HTMLInputElement>('input[name="appeal-idType"][value="passport"]')!.checked = true;
      input("appeal-nationalId").value = "AA 123 4567";
      input("appeal-email").value = "somying.test@example.co.th";
      input("attachment-0").checked = true;
    });

    expect(await screen.findByText(stepCount(1))).toBeTruthy();
    expect(textField(labels.fullName).value).toBe("Somying Jaidee");
    expect(screen.getByRole("radio", { name: labels.idTypePassport })).toHaveProperty("checked", true);
    // Cleaned as the field cleans what is typed after hydration.
    expect(textField(labels.passportNumber).value).toBe("AA1234567");
    expect(storedAnswers()).toMatchObject({
      values: { fullName: "Somying Jaidee", idType: "passport", email: "somying.test@example.co.th" },
      attachments: [true, false, false, false, false],
    });
  });

  it("a step shown later has what was typed on it before", async () => {
    const user = userEvent.setup();
    openStep(1);
    hydrateAfter(<AppealForm {...formProps("en")} />, (html) => {
      html.querySelector<HTMLInputElement>('[name="appeal-email"]')!.value = "somying.test@example.co.th";
      html.querySelector<HTMLInputElement>('[name="attachment-2"]')!.checked = true;
    });
    await screen.findByText(stepCount(1));
    await user.type(textField(labels.fullName), "Somying Jaidee");
    await user.type(textField(labels.nationalId), ID_NUMBER);
    await press(user, m.form.continue);
    expect(textField(labels.email).value).toBe("somying.test@example.co.th");
    openStep(7);
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(await screen.findByRole("checkbox", { name: labels.attachments[2] })).toHaveProperty("checked", true);
  });

  it("a reloaded tab's answers fill the server's empty fields as the scripts run", async () => {
    storeAnswers({ otherAttachment: "Bank statement" }, [false, true, false, false, false]);
    openStep(7);
    hydrateAfter(<AppealForm {...formProps("en")} />);
    expect(await screen.findByText(stepCount(7))).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: labels.attachments[1] })).toHaveProperty("checked", true);
    expect(textField(labels.otherAttachment).value).toBe("Bank statement");
  });
});
