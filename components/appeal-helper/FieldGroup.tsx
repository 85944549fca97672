import { Words } from "@/components/content/Words";
import type { Ref } from "react";
import type { Locale } from "@/i18n/locales";
import type { AppealField } from "@/lib/validation/appeal-form";
import type { IdType } from "@/lib/validation/rules";
import { ChoiceField } from "./ChoiceField";
import type { FIELD_GROUPS, FieldUi } from "./form-fields";
import { FormField } from "./FormField";
import { GroupLegend } from "./GroupLegend";
import { helperStore } from "./helper-store";
import type { FormMessages } from "./messages";

type FieldProps = Pick<
  Parameters<typeof FormField>[0],
  "label" | "value" | "error" | "onChange" | "onFocus" | "onBlur"
>;

type Props = {
  group: (typeof FIELD_GROUPS)[number];
  legend: string;
  /** Given on the one-step screen: the legend is the step's heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  notes: string[];
  locale: Locale;
  messages: FormMessages;
  today: string;
  idType: IdType;
  idTypeLegend: string;
  idTypeOptions: { value: string; label: string }[];
  uiOf: (ui: FieldUi) => FieldUi;
  fieldProps: (name: AppealField) => FieldProps;
};

/** One group of the appeal form's fields (one step of the helper): its legend, notes, and fields in print order. */
export function FieldGroup({
  group,
  legend,
  headingRef,
  notes,
  locale,
  messages,
  today,
  idType,
  idTypeLegend,
  idTypeOptions,
  uiOf,
  fieldProps,
}: Props) {
  return (
    <fieldset className="helper-group">
      <GroupLegend text={legend} headingRef={headingRef} />
      {notes.map((note) => (
        <p key={note} className="field-hint">
          <Words text={note} />
        </p>
      ))}
      {group.fields.map((ui) =>
        ui.name === "idType" ? (
          <ChoiceField
            key={ui.name}
            name="appeal-idType"
            legend={idTypeLegend}
            options={idTypeOptions}
            value={idType}
            onChange={(value) => helperStore.setValue("idType", value)}
          />
        ) : (
          <FormField
            key={ui.name}
            ui={uiOf(ui)}
            locale={locale}
            messages={messages}
            today={today}
            {...fieldProps(ui.name)}
          />
        ),
      )}
    </fieldset>
  );
}
