import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  eachTestOnHelperPage,
  fieldError,
  ID_NUMBER,
  labels,
  m,
  openStep,
  renderForm,
  textField,
} from "@/tests/support/appeal-helper";

/** The form's text fields take input as people type and paste it (lib/validation/normalize.ts, filters.ts). */

eachTestOnHelperPage();

describe("a pasted number keeps every digit", () => {
  it.each(["1 1037 02071 08 1", "1-1037-02071-08-1", "๑๑๐๓๗๐๒๐๗๑๐๘๑", ID_NUMBER])(
    "the ID number pasted as %s",
    async (pasted) => {
      const user = userEvent.setup();
      openStep(1);
      renderForm();
      const id = textField(labels.nationalId);
      await user.click(id);
      await user.paste(pasted);
      expect(id.value).toBe(ID_NUMBER);
      await user.tab();
      expect(fieldError(id)).toBeNull();
    },
  );

  it("a pasted number with a wrong last digit is kept whole and named", async () => {
    const user = userEvent.setup();
    openStep(1);
    renderForm();
    const id = textField(labels.nationalId);
    await user.click(id);
    await user.paste("1-1037-02071-08-2");
    expect(id.value).toBe("1103702071082");
    expect(fieldError(id)).toBe(m.errors.idCheckDigit);
  });

  it("a phone number and a postal code pasted with spaces and Thai digits", async () => {
    const user = userEvent.setup();
    openStep(2);
    renderForm();
    await user.click(textField(labels.mobile));
    await user.paste("๐๘๑ ๒๓๔ ๕๖๗๘");
    expect(textField(labels.mobile).value).toBe("0812345678");
    await user.click(textField(labels.postalCode));
    await user.paste("10 200");
    expect(textField(labels.postalCode).value).toBe("10200");
    await user.tab();
    expect(fieldError(textField(labels.postalCode))).toBeNull();
  });
});

describe("a typed character the field does not take is dropped", () => {
  it("letters and dashes in an ID number; a Thai digit is a digit", async () => {
    const user = userEvent.setup();
    openStep(1);
    renderForm();
    await user.type(textField(labels.nationalId), "12ab3-4๑5");
    expect(textField(labels.nationalId).value).toBe("123415");
  });

  it("in a postal code, an e-mail address and a date", async () => {
    const user = userEvent.setup();
    openStep(2);
    const { unmount } = renderForm();
    await user.type(textField(labels.postalCode), "10a2x00");
    expect(textField(labels.postalCode).value).toBe("10200");
    await user.type(textField(labels.email), "so m,chai@ex!ample.com");
    expect(textField(labels.email).value).toBe("somchai@example.com");
    unmount();
    openStep(4);
    renderForm();
    await user.type(textField(labels.requestDate), "1x5/0y1/2569");
    expect(textField(labels.requestDate).value).toBe("15/01/2569");
  });

  it("in the middle of the text, leaving the caret where the typing was", async () => {
    const user = userEvent.setup();
    openStep(2);
    renderForm();
    const postal = textField(labels.postalCode);
    await user.type(postal, "10200");
    await user.type(postal, "z", { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(postal.value).toBe("10200");
    expect(postal.selectionStart).toBe(1);
    await user.keyboard("5");
    expect(postal.value).toBe("150200");
  });
});
