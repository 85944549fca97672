import { Words } from "@/components/content/Words";
import { Fragment } from "react";
import type { Locale } from "@/i18n/locales";
import { idTypeOptions, type formText } from "@/lib/appeal-form/labels";
import { formatDate } from "@/lib/format";
import { APPEAL_FIELDS, type AppealField } from "@/lib/validation/appeal-form";
import { parseDateInput } from "@/lib/validation/dates";
import type { FormMessages } from "./messages";
import { fieldsOfStep, STEPS } from "./steps";
import { stepHref } from "./use-step";

type Props = {
  locale: Locale;
  values: Record<string, string>;
  attachments: boolean[];
  labels: (typeof formText)[Locale];
  labelOf: (name: AppealField) => string;
  titleOf: (step: number) => string;
  messages: FormMessages["form"];
  onChange: (step: number, fieldId: string) => void;
};

/**
 * "Check your answers" (GOV.UK): every answer under its step's title, each with a Change link to its field, whose step
 * then leads straight back here.
 */
export function ReviewAnswers({ locale, values, attachments, labels, labelOf, titleOf, messages: m, onChange }: Props) {
  const shown = (name: AppealField): string => {
    const value = (values[name] ?? "").trim();
    if (name === "idType") return idTypeOptions(labels).find((o) => o.value === (value || "thaiId"))?.label ?? value;
    const iso = APPEAL_FIELDS[name].rule === "pastDate" ? parseDateInput(value) : null;
    return iso ? formatDate(locale, iso) : value;
  };
  const change = (step: number, id: string, label: string) => (
    <a
      // The marker brings the step's button back here, also when the link is opened in a new tab or reloaded.
      href={stepHref(step, id, true)}
      onClick={(event) => {
        event.preventDefault();
        onChange(step, id);
      }}
    >
      {/* The space outside the hidden name: inside it, some readers run "Change" and the name together. */}
      <Words text={m.change} /> <span className="sr-only">{label}</span>
    </a>
  );
  const ticked = labels.attachments.filter((_, n) => attachments[n]);

  return (
    <div className="helper-review">
      {STEPS.map((step, i) => {
        const n = i + 1;
        if (step.kind === "review" || step.kind === "print") return null;
        const names = fieldsOfStep(n);
        // A part split over two steps (part 1) is one section here, under one heading.
        const first = titleOf(n - 1 || n) !== titleOf(n) || n === 1;
        const last = titleOf(n + 1) !== titleOf(n);
        return (
          <section
            key={n}
            aria-labelledby={`review-${first ? n : n - 1}`}
            className={last ? undefined : "helper-review-continued"}
          >
            {first && (
              <h4 id={`review-${n}`}>
                <Words text={titleOf(n)} />
              </h4>
            )}
            <dl className="helper-review-list">
              {step.kind === "attachments" && (
                <div className="helper-review-row">
                  <dt>
                    <Words text={labels.part5} />
                  </dt>
                  <dd>
                    {ticked.length ? (
                      ticked.map((item) => (
                        <Fragment key={item}>
                          <Words text={item} />
                          <br />
                        </Fragment>
                      ))
                    ) : (
                      <Words text={m.notGiven} />
                    )}
                  </dd>
                  <dd className="helper-review-change">{change(n, "attachment-0", labels.part5)}</dd>
                </div>
              )}
              {names.map((name) => (
                <div className="helper-review-row" key={name} data-field={name}>
                  <dt>
                    <Words text={labelOf(name)} />
                  </dt>
                  <dd className={shown(name) ? undefined : "helper-review-empty"}>
                    <Words text={shown(name) || m.notGiven} />
                  </dd>
                  <dd className="helper-review-change">{change(n, `appeal-${name}`, labelOf(name))}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
