import { Words } from "@/components/content/Words";
import { formatDate } from "@/lib/format";
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
      <div className="helper-outcome helper-outcome-open">
        <h3>
          <Words text={m.open.title} />
        </h3>
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
        <p>
          <a href={formHref}>
            <Words text={m.open.next} />
          </a>
        </p>
      </div>
    );
  }
  if (outcome.kind === "closed") {
    return (
      <div className="helper-outcome helper-outcome-closed">
        <h3>
          <Words text={m.closed.title} />
        </h3>
        <p>
          <Words
            text={fill(m.closed.body, { deadline: formatDate(locale, outcome.deadline), days: outcome.daysLate })}
          />
        </p>
      </div>
    );
  }
  const { title, body } = m[outcome.kind];
  return (
    <div className="helper-outcome">
      <h3>
        <Words text={title} />
      </h3>
      <p>
        <Words text={body} />
      </p>
      {/* Without the letter the appeal can still be made: the form's letter date is left blank. */}
      {outcome.kind === "needLetter" && (
        <p>
          <a href={formHref}>
            <Words text={m.open.next} />
          </a>
        </p>
      )}
    </div>
  );
}
