import { useLingui } from "@lingui/react/macro";
import { ESTIMATED_HOURS_MAX, ESTIMATED_HOURS_MIN, ESTIMATED_HOURS_STEP } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../components/ui/text-field";
import { formatNumber } from "../../../lib/format";

/** The fields these inputs own, in both the create and the edit form. */
interface ScheduleFields {
  estimatedHours: string;
  scheduledStart: string;
  scheduledEnd: string;
}

/**
 * Estimated hours and the planned window, the same in the Create and the Edit Work Order forms. With
 * `windowOnOwnRow`, the estimate stands alone so start and end share a row of the two-column section.
 */
export function WorkOrderScheduleFields({ windowOnOwnRow = false }: { windowOnOwnRow?: boolean }) {
  const { t } = useLingui();
  const { register, formState } = useFormContext<ScheduleFields>();
  const { errors } = formState;
  const min = formatNumber(ESTIMATED_HOURS_MIN);
  const max = formatNumber(ESTIMATED_HOURS_MAX);
  return (
    <>
      <TextField
        label={t`Estimated hours`}
        type="number"
        inputMode="decimal"
        // The arrows step from 0 in half hours (0.5, 1, 1.5...); the schema holds the 0.1 minimum.
        min={0}
        max={ESTIMATED_HOURS_MAX}
        step={ESTIMATED_HOURS_STEP}
        hint={t`From ${min} to ${max} hours.`}
        error={errors.estimatedHours?.message}
        {...register("estimatedHours")}
      />
      {windowOnOwnRow ? <div className="hidden sm:block" aria-hidden="true" /> : null}
      <TextField
        label={t`Scheduled start`}
        type="datetime-local"
        error={errors.scheduledStart?.message}
        {...register("scheduledStart")}
      />
      <TextField
        label={t`Scheduled end`}
        type="datetime-local"
        error={errors.scheduledEnd?.message}
        {...register("scheduledEnd")}
      />
    </>
  );
}
