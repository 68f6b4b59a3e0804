import { useLingui } from "@lingui/react/macro";
import { type PartUnit, WHOLE_PART_UNITS } from "@mnx/domain";
import { type FieldValues, type Path, type PathValue, useFormContext } from "react-hook-form";
import { TextField } from "../../../components/ui/text-field";
import { UNIT_LABELS } from "../api/part-display";

interface QuantityFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  unit: PartUnit;
  /** A count may be 0; a move or a receipt starts at 1. */
  min?: number;
  hint?: string;
}

const buttonClass =
  "grid size-12 shrink-0 place-items-center rounded-lg border border-line-strong bg-surface text-2xl font-semibold text-ink hover:bg-surface-muted active:bg-surface-muted";

/**
 * A quantity in the part's unit, with big − and + beside it (a glove, a thumb): whole units step by 1 and
 * bring the number keypad, the others take decimals.
 */
export function QuantityField<T extends FieldValues>({
  name,
  label,
  unit,
  min = 0,
  hint,
}: QuantityFieldProps<T>) {
  const { register, setValue, getValues, formState } = useFormContext<T>();
  const { t, i18n } = useLingui();
  const unitName = i18n._(UNIT_LABELS[unit]).toLowerCase();
  const whole = WHOLE_PART_UNITS.includes(unit);
  const error = (formState.errors[name]?.message as string | undefined) ?? undefined;
  const step = (by: number) => {
    const current = Number.parseFloat(String(getValues(name) ?? "")) || 0;
    const next = Math.max(min, Math.round((current + by) * 1000) / 1000);
    setValue(name, String(next) as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
  };
  return (
    <div className="flex items-end gap-2">
      <button
        type="button"
        className={buttonClass}
        onClick={() => step(-1)}
        aria-label={t`One ${unitName} less`}
      >
        −
      </button>
      <TextField
        label={t`${label} (${unitName})`}
        type="number"
        inputMode={whole ? "numeric" : "decimal"}
        min={min}
        step={whole ? 1 : "any"}
        className="flex-1"
        inputClassName="text-center text-lg font-semibold"
        hint={hint}
        error={error}
        {...register(name)}
      />
      <button
        type="button"
        className={buttonClass}
        onClick={() => step(1)}
        aria-label={t`One ${unitName} more`}
      >
        +
      </button>
    </div>
  );
}
