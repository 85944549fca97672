import { Words } from "@/components/content/Words";
import { formatDate } from "@/lib/format";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { fill, fillParts, type CheckMessages } from "./messages";
import type { Outcome } from "./outcome";

/** `formHref`: where "fill in the appeal form" goes (the form on the same page, or the helper page's form). */
type Props = { locale: Locale; outcome: Outcome; messages: CheckMessages["check"]; formHref: string };

function daysLeftText(m: CheckMessages["check"]["open"], days: number): string {
  if (days === 0) return m.lastDay;
  return days === 1 ? m.oneDayLeft : fill(m.daysLeft, { days });
}

/** The plain answer: what the visitor can do now, and for an open window the last day the committee may receive it. */
export function CheckOutcome({ locale, outcome, messages: m, formHref }: Props) {
  if (outcome.kind === "open") {
    return (
      <OutcomeBox kind="open" title={m.open.title}>
        <p>
          {fillParts(m.open.body, {
            deadline: (
              <strong className="helper-deadline">
                <time dateTime={outcome.deadline}>{formatDate(locale, outcome.deadline)}</time>
              </strong>
            ),
          })}{" "}
          <Words text={daysLeftText(m.open, outcome.daysLeft)} />
        </p>
        <p>
          <Words text={m.open.post} />
        </p>
        <FormLink href={formHref} text={m.open.next} />
      </OutcomeBox>
    );
  }
  if (outcome.kind === "closed") {
    return (
      <OutcomeBox kind="closed" title={m.closed.title}>
        <p>
          <Words
            text={fill(m.closed.body, { deadline: formatDate(locale, outcome.deadline), days: outcome.daysLate })}
          />
        </p>
      </OutcomeBox>
    );
  }
  const { title, body } = m[outcome.kind];
  return (
    <OutcomeBox title={title}>
      <p>
        <Words text={body} />
      </p>
      {/* Without the letter the appeal can still be made: the form's letter date is left blank. */}
      {outcome.kind === "needLetter" && <FormLink href={formHref} text={m.open.next} />}
    </OutcomeBox>
  );
}

/** One answer's box: its heading, and `kind` for the open and closed answers' colours. */
function OutcomeBox({ kind, title, children }: { kind?: "open" | "closed"; title: string; children: ReactNode }) {
  return (
    <div className={kind ? `helper-outcome helper-outcome-${kind}` : "helper-outcome"}>
      <h3>
        <Words text={title} />
      </h3>
      {children}
    </div>
  );
}

/** "Fill in the appeal form", as a paragraph of its own. */
function FormLink({ href, text }: { href: string; text: string }) {
  return (
    <p>
      <a href={href}>
        <Words text={text} />
      </a>
    </p>
  );
}
