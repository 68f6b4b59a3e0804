import { useLingui } from "@lingui/react/macro";
import type { MaintenancePlanFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { planHours } from "./plan-texts";

interface MaintenancePlanFieldsProps {
  hourMeter: number;
  isNew: boolean;
}

/** The plan form's fields: what, how often, when it warns, and the service it counts from. */
export function MaintenancePlanFields({ hourMeter, isNew }: MaintenancePlanFieldsProps) {
  const { t } = useLingui();
  const { register, formState } = useFormContext<MaintenancePlanFormInput>();
  const meter = planHours(hourMeter);
  const { errors } = formState;
  const message = (name: keyof MaintenancePlanFormInput) => errors[name]?.message as string | undefined;
  return (
    <>
      <FormSection title={t`Plan`}>
        <TextField
          label={t`Title`}
          required
          placeholder={t`250 h oil service`}
          className="sm:col-span-2"
          error={message("title")}
          {...register("title")}
        />
        <MeterField
          label={t`Every (engine hours)`}
          hint={t`Empty: by days only`}
          error={message("intervalHours")}
          {...register("intervalHours")}
        />
        <TextField
          label={t`Every (days)`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={t`Empty: by engine hours only`}
          error={message("intervalDays")}
          {...register("intervalDays")}
        />
        <TextField
          label={t`Estimated hours`}
          type="number"
          inputMode="decimal"
          min={0.1}
          step={0.5}
          error={message("estimatedHours")}
          {...register("estimatedHours")}
        />
        <TextAreaField
          label={t`Checklist`}
          hint={t`One item per line, in order`}
          className="sm:col-span-2"
          rows={5}
          error={errors.checklist?.message ?? firstItemError(errors.checklist)}
          {...register("checklist")}
        />
      </FormSection>
      <FormSection title={t`Due soon`} description={t`Listed as due this much before an interval runs out.`}>
        <MeterField label={t`Margin (hours)`} error={message("marginHours")} {...register("marginHours")} />
        <TextField
          label={t`Margin (days)`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={message("marginDays")}
          {...register("marginDays")}
        />
      </FormSection>
      <FormSection
        title={t`Last service`}
        description={
          isNew
            ? t`Leave empty to count from now: the machine's meter (${meter}) and today.`
            : t`Set when a work order made from this plan is completed; change it only to correct it.`
        }
      >
        <MeterField
          label={t`Hour meter at last service`}
          placeholder={isNew ? String(hourMeter) : undefined}
          error={message("lastServiceHours")}
          {...register("lastServiceHours")}
        />
        <TextField
          label={t`Date of last service`}
          type="date"
          error={message("lastServiceDate")}
          {...register("lastServiceDate")}
        />
      </FormSection>
    </>
  );
}

/** A checklist item's own error ('checklist.3'), for the one text area that holds them all. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const item = error.find((entry) => entry?.message);
  return item?.message;
}
