import { ThaiText } from "@/components/content/ThaiText";
import type { Locale } from "@/i18n/locales";
import type { Contacts, Office } from "@/lib/content/schema";
import { keptWordList, stringsOf } from "@/lib/text/kept-word-list";
import type { HelperMessages } from "./messages";
import { NearestOffice } from "./lazy-parts";

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

type Props = { locale: Locale; messages: HelperMessages["offices"]; contacts: Contacts; offices: readonly Office[] };

/**
 * "Where to hand it in": the committee's address first, then "nearest to me" only where there is a choice of places
 * (asking for a phone's location to point at the one address already shown helps no one), then the other public
 * bodies that help.
 */
export function OfficeList({ locale, messages: m, contacts, offices }: Props) {
  const nameOf = (office: (typeof offices)[number]) =>
    office.role === "committee" ? contacts.name[locale] : office.name[locale];
  const located = offices.flatMap((office) =>
    office.location ? [{ id: office.id, name: nameOf(office), location: office.location }] : [],
  );
  const committee = offices.find((office) => office.role === "committee")!;
  const others = offices.filter((office) => office.role !== "committee");

  return (
    <div className="helper-offices">
      <section id={`office-${committee.id}`} className="contact-card helper-send-to" aria-labelledby="send-to-title">
        <h3 id="send-to-title">
          <ThaiText text={m.sendTo} />
        </h3>
        <address>
          <strong>
            <ThaiText text={contacts.name[locale]} />
          </strong>
          <br />
          <ThaiText text={contacts.address[locale]} />
        </address>
      </section>
      {located.length > 1 && (
        <NearestOffice
          locale={locale}
          places={located}
          messages={m}
          words={keptWordList(stringsOf([m, located.map((place) => place.name)]))}
        />
      )}
      <h3>
        <ThaiText text={m.otherPlaces} />
      </h3>
      <ul className="helper-office-list">
        {others.map((office) => (
          <li key={office.id} id={`office-${office.id}`}>
            <strong>
              <ThaiText text={office.name[locale]} />
            </strong>
            <p>
              <ThaiText text={office.what[locale]} />
            </p>
            {office.address && (
              <p>
                <ThaiText text={office.address[locale]} />
              </p>
            )}
            <p className="helper-office-links">
              {office.phone && (
                <span>
                  <ThaiText text={m.phone} /> <a href={tel(office.phone)}>{office.phone}</a>
                </span>
              )}
              {office.url && (
                <span>
                  <ThaiText text={m.website} /> <a href={office.url}>{office.url.replace(/^https?:\/\//, "")}</a>
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
