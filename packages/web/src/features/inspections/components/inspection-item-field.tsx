import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type InspectionSubmissionInput, readingStatus, toNumberOrUndefined } from "@mnx/domain";
import { useEffect, useId, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { TextField } from "../../../components/ui/text-field";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";
import type { FormChecklistItem } from "./inspection-checklist";

/** Told an item's photos whenever they change, and whether a photo is being prepared (submit waits). */
export type ItemPhotosListener = (index: number, photos: readonly PickedPhoto[], preparing: boolean) => void;

interface InspectionItemFieldProps {
  index: number;
  item: FormChecklistItem;
  /** After a refused submit: say that this item still needs a mark. */
  showMissing: boolean;
  onPhotos: ItemPhotosListener;
}

const CHOICES = [
  {
    value: "OK",
    label: msg`OK`,
    checked: "has-[:checked]:border-success-line has-[:checked]:bg-success-soft",
  },
  {
    value: "NEEDS_ATTENTION",
    label: msg`Needs attention`,
    checked: "has-[:checked]:border-warning-line has-[:checked]:bg-warning-soft",
  },
  {
    value: "NOT_APPLICABLE",
    label: msg`N/A`,
    checked: "has-[:checked]:border-line-strong has-[:checked]:bg-surface-muted",
  },
] as const;

/**
 * One checklist item: OK / Needs attention (and N/A where its template allows) as a radio group, or a reading
 * checked against its range as it is typed (out of range: the item needs attention); a note and up to 5
 * photos when it needs attention (its photos are kept if it is switched back to OK, but only sent with Needs
 * attention).
 */
export function InspectionItemField({ index, item, showMissing, onPhotos }: InspectionItemFieldProps) {
  const { t, i18n } = useLingui();
  const { register, control, setValue } = useFormContext<InspectionSubmissionInput>();
  const status = useWatch({ control, name: `items.${index}.status` });
  const missingId = useId();
  const criticalId = useId();
  const missing = showMissing && status === "NOT_CHECKED";
  const picked = usePickedPhotos();
  const report = useRef(onPhotos);
  report.current = onPhotos;
  useEffect(() => {
    report.current(index, picked.photos, picked.busy);
  }, [index, picked.photos, picked.busy]);
  const reading = register(`items.${index}.reading`, {
    onChange: (event: { target: { value: string } }) => {
      const value = toNumberOrUndefined(event.target.value);
      const next =
        typeof value === "number" && Number.isFinite(value) ? readingStatus(value, item) : "NOT_CHECKED";
      setValue(`items.${index}.status`, next);
    },
  });
  const name = item.name;
  const choices = CHOICES.filter(
    (choice) => choice.value !== "NOT_APPLICABLE" || item.kind === "PASS_FAIL_NA",
  );
  // The domain's rangeLabel, worded in the language shown ('Allowed between 20 and 90 psi').
  const allowedRange = () => {
    const { min, max } = item;
    const unit = item.unit ? ` ${item.unit}` : "";
    if (min !== null && max !== null) return t`Allowed between ${min} and ${max}${unit}`;
    if (min !== null) return t`Allowed at least ${min}${unit}`;
    if (max !== null) return t`Allowed at most ${max}${unit}`;
    return t`Allowed any value`;
  };
  return (
    <fieldset
      aria-describedby={
        [item.critical ? criticalId : "", missing ? missingId : ""].join(" ").trim() || undefined
      }
      className={`min-w-0 space-y-2 rounded-lg border p-3 ${missing ? "border-danger-ink" : "border-line"}`}
    >
      <legend className="px-1 text-sm font-semibold">{item.name}</legend>
      {item.critical ? (
        <p id={criticalId} className="text-xs font-semibold text-danger-ink">
          <Trans>Critical: a failure makes the machine unsafe to operate</Trans>
        </p>
      ) : null}
      {item.kind === "READING" ? (
        <TextField
          label={`${item.name} (${item.unit ?? ""})`}
          hideLabel
          inputMode="decimal"
          placeholder={item.unit ?? t`Reading`}
          hint={allowedRange()}
          inputClassName="min-h-11 text-base"
          {...reading}
        />
      ) : (
        <div className={`grid gap-2 ${choices.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 text-sm font-medium ${choice.checked}`}
            >
              <input
                type="radio"
                value={choice.value}
                className="size-5 shrink-0 accent-accent"
                {...register(`items.${index}.status`)}
              />
              {i18n._(choice.label)}
            </label>
          ))}
        </div>
      )}
      {missing ? (
        <p id={missingId} className="text-sm font-medium text-danger-ink">
          {item.kind === "READING" ? <Trans>No reading yet</Trans> : <Trans>Not marked yet</Trans>}
        </p>
      ) : null}
      {item.kind === "READING" && status === "NEEDS_ATTENTION" ? (
        <p role="status" className="text-sm font-medium text-warning-ink">
          <Trans>Out of range: this item will be reported as needing attention.</Trans>
        </p>
      ) : null}
      {status === "NEEDS_ATTENTION" ? (
        <TextField
          label={t`${name} notes`}
          placeholder={t`What needs attention?`}
          maxLength={500}
          {...register(`items.${index}.notes`)}
        />
      ) : null}
      {status === "NEEDS_ATTENTION" ? (
        <PhotoPicker picked={picked} label={t`${name} photos`} required={item.photoRequiredOnFail} />
      ) : null}
    </fieldset>
  );
}
