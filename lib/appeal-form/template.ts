// The appeal form as HTML, blank or filled in: the source of the PDF and of the helper's print view.
import escape from "escape-html";
import type { Locale } from "../../i18n/locales";
import { formText, idNumberLabel } from "./labels";

/** Answers a visitor may have typed (the appeal helper fills them in); every field is optional: blank prints lines. */
export type AppealFormValues = Partial<
  Record<
    | "writtenAt"
    | "date"
    | "fullName"
    | "idType"
    | "nationalId"
    | "birthDate"
    | "address"
    | "postalCode"
    | "mobile"
    | "email"
    | "bureau"
    | "member"
    | "account"
    | "disputedItems"
    | "reasons"
    | "requestDate"
    | "answerDate"
    | "disputeDate"
    | "letterDate"
    | "request"
    | "otherAttachment",
    string
  >
> & { attachments?: boolean[] };

function field(label: string, value: string | undefined, lines = 1, wide = false): string {
  const filled = value?.trim();
  const body = filled
    ? `<div class="answer">${escape(filled).replace(/\n/g, "<br>")}</div>`
    : `<div class="blank" style="height:${lines * 2.2}em"></div>`;
  // A long blank may run on to the next page rather than leave a gap that pushes the declaration off the form's 2 pages.
  const long = !filled && lines >= 4 ? " long" : "";
  return `<div class="field${wide ? " wide" : ""}${long}"><div class="label">${escape(label)}</div>${body}</div>`;
}

function idBoxes(label: string, value: string | undefined): string {
  const digits = (value ?? "").replace(/\D/g, "").padEnd(13, " ").slice(0, 13).split("");
  // The ID prints as 1-2345-67890-12-3, the grouping printed on Thai ID cards.
  const groups = [1, 4, 5, 2, 1];
  let i = 0;
  const boxes = groups
    .map(
      (n) =>
        `<span class="group">${digits
          .slice(i, (i += n))
          .map((d) => `<span class="box">${d.trim()}</span>`)
          .join("")}</span>`,
    )
    .join('<span class="dash">-</span>');
  return `<div class="field wide"><div class="label">${escape(label)}</div><div class="boxes">${boxes}</div></div>`;
}

/**
 * The identification number: 13 boxes for a Thai ID or a company registration number (both 13 digits), a line for
 * a passport number, whose length depends on the country.
 */
function identity(t: (typeof formText)[Locale], values: AppealFormValues): string {
  // The blank form serves everyone: one line, for whichever number the appellant has.
  if (!values.nationalId) return field(t.idNumberAny, undefined, 1, true);
  const label = idNumberLabel(t, values.idType);
  return values.idType === "passport" ? field(label, values.nationalId, 1, true) : idBoxes(label, values.nationalId);
}

/** The printable appeal form, as one self-contained HTML document (fonts come from `fontCss`). */
export function appealFormHtml(options: {
  locale: Locale;
  fontCss: string;
  sendTo: string;
  values?: AppealFormValues;
  /** The last day the committee must receive the appeal, as a sentence, when the letter's date is known. */
  lastDay?: string;
}): string {
  const { locale, fontCss, sendTo, values = {}, lastDay } = options;
  const t = formText[locale];
  const attachments = t.attachments
    .map((item, n) => `<li><span class="check">${values.attachments?.[n] ? "✓" : ""}</span>${escape(item)}</li>`)
    .join("");
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(t.title)}</title>
<style>${fontCss}
@page { size: A4; margin: 14mm 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: "Sarabun", sans-serif; font-size: 11.5pt; line-height: 1.55; color: #111; margin: 0; }
h1 { font-size: 15pt; text-align: center; margin: 0 0 3mm; line-height: 1.4; }
h2 { font-size: 12pt; margin: 4mm 0 2mm; padding: 1mm 2mm; background: #e9eef5; border-left: 3pt solid #0b3a6e; break-after: avoid; }
.top { display: flex; justify-content: flex-end; gap: 8mm; }
.top .field { width: 60mm; }
.grid { display: flex; flex-wrap: wrap; gap: 1mm 6mm; }
.field { flex: 1 1 70mm; break-inside: avoid; }
.field.wide { flex-basis: 100%; }
.field.long { break-inside: auto; }
.label { font-size: 10pt; color: #333; }
.blank { border-bottom: 0.6pt dotted #555; background: repeating-linear-gradient(to bottom, transparent 0 2.15em, #777 2.15em 2.2em); }
.answer { border-bottom: 0.6pt solid #555; min-height: 2em; padding: 0.5mm 1mm; font-size: 12pt; white-space: pre-wrap; }
.boxes { display: flex; align-items: center; gap: 1mm; margin-top: 1mm; }
.group { display: inline-flex; }
.box { display: inline-flex; width: 7mm; height: 8mm; border: 0.6pt solid #333; margin-right: -0.6pt; align-items: center; justify-content: center; font-size: 12pt; }
.note { font-size: 10pt; margin: 1mm 0 0; }
.last-day { font-size: 11.5pt; margin: 1.5mm 0 0; padding: 1mm 2mm; border: 0.8pt solid #111; }
.notice { font-size: 9.5pt; margin: 0 0 3mm; padding: 1.5mm 2.5mm; border: 0.6pt solid #555; }
ul.attach { list-style: none; padding: 0; margin: 0; }
ul.attach li { display: flex; gap: 2mm; margin-bottom: 1mm; }
.check { flex: none; width: 4.5mm; height: 4.5mm; border: 0.6pt solid #333; margin-top: 1mm; text-align: center; line-height: 4.5mm; font-size: 10pt; }
.sign { margin-top: 5mm; margin-left: auto; width: 80mm; text-align: center; break-inside: avoid; }
.sign .blank { height: 2.2em; }
.footer { margin-top: 4mm; font-size: 9.5pt; border-top: 0.6pt solid #999; padding-top: 2mm; break-inside: avoid; }
</style></head><body>
<h1>${escape(t.title)}</h1>
<p class="notice">${t.notice.map((sentence) => escape(sentence)).join(" ")}</p>
<div class="top">${field(t.writtenAt, values.writtenAt)}${field(t.date, values.date)}</div>
<p>${escape(t.to)}</p>
<h2>${escape(t.part1)}</h2>
<div class="grid">${field(t.fullName, values.fullName, 1, true)}${identity(t, values)}${field(t.birthDate, values.birthDate)}${field(t.mobile, values.mobile)}${field(t.address, values.address, 2, true)}${field(t.postalCode, values.postalCode)}${field(t.email, values.email)}</div>
<h2>${escape(t.part2)}</h2>
<div class="grid">${field(t.bureau, values.bureau)}${field(t.member, values.member)}${field(t.account, values.account, 1, true)}${field(t.disputedItems, values.disputedItems, 2, true)}${field(t.reasons, values.reasons, 4, true)}</div>
<h2>${escape(t.part3)}</h2>
<div class="grid">${field(t.requestDate, values.requestDate)}${field(t.answerDate, values.answerDate)}${field(t.disputeDate, values.disputeDate)}${field(t.letterDate, values.letterDate)}</div>
<p class="note">${escape(t.deadlineNote)}</p>${lastDay ? `<p class="last-day"><strong>${escape(lastDay)}</strong></p>` : ""}
<h2>${escape(t.part4)}</h2>
${field(t.request, values.request, 2, true)}
<h2>${escape(t.part5)}</h2>
<ul class="attach">${attachments}<li><span class="check">${values.otherAttachment ? "✓" : ""}</span>${escape(t.otherAttachment)}: ${escape(values.otherAttachment ?? "")}</li></ul>
<h2>${escape(t.part6)}</h2>
<p>${escape(t.certify)}</p>
<div class="sign"><div class="blank"></div>${escape(t.signature)} ${escape(t.signatureName)}<br>( ${escape(values.fullName ?? "\u00a0".repeat(40))} )</div>
<div class="footer"><p>${escape(t.privacy)}</p><p><strong>${escape(t.sendTo)}:</strong> ${escape(sendTo)}</p></div>
</body></html>`;
}
