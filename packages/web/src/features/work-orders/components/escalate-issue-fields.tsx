import { useLingui } from "@lingui/react/macro";
import {
  type Equipment,
  ESCALATION_DESCRIPTION_MAX,
  ESCALATION_SEVERITIES,
  ESCALATION_TITLE_MAX,
  type EscalationInput,
  ISSUE_TYPES,
  severityAfterRules,
} from "@mnx/domain";
import { Controller, useFormContext } from "react-hook-form";
import { EquipmentPickerField } from "../../../components/pickers/equipment-picker-field";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { enumOptions } from "./work-order-display";

/** The machine, what is wrong and how bad it is (part 1, 3 and 5). */
export function EscalateIssueFields({ presetEquipment }: { presetEquipment: Equipment | null }) {
  const { t } = useLingui();
  const { control, register, formState, watch } = useFormContext<EscalationInput>();
  const { errors } = formState;
  const [safetyConcern, equipmentInoperable, description] = watch([
    "safetyConcern",
    "equipmentInoperable",
    "description",
  ]);
  // Only the severities the rules leave as they are: a safety concern offers Critical alone.
  const severities = ESCALATION_SEVERITIES.filter(
    (severity) => severityAfterRules({ severity, safetyConcern, equipmentInoperable }) === severity,
  );
  const severityHint = safetyConcern
    ? t`A safety concern is always Critical.`
    : equipmentInoperable
      ? t`Inoperable equipment is at least High.`
      : undefined;
  return (
    <FormSection title={t`Issue`}>
      <EquipmentPickerField preset={presetEquipment} />
      <SelectField
        label={t`Issue type`}
        required
        placeholderOption={t`Select issue type`}
        options={enumOptions(ISSUE_TYPES)}
        error={errors.issueType?.message}
        {...register("issueType")}
      />
      <Controller
        control={control}
        name="severity"
        render={({ field }) => (
          <SelectField
            label={t`Severity`}
            options={enumOptions(severities)}
            hint={severityHint}
            error={errors.severity?.message}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <TextField
        label={t`Issue title`}
        required
        className="sm:col-span-2"
        maxLength={ESCALATION_TITLE_MAX}
        placeholder={t`e.g. Hydraulic leak at the boom cylinder`}
        error={errors.title?.message}
        {...register("title")}
      />
      <TextAreaField
        label={t`Detailed description`}
        required
        className="sm:col-span-2"
        rows={4}
        maxLength={ESCALATION_DESCRIPTION_MAX}
        length={description?.length ?? 0}
        placeholder={t`What happened, what you see and hear, and what you already tried.`}
        error={errors.description?.message}
        {...register("description")}
      />
    </FormSection>
  );
}
