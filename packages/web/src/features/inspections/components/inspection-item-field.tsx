import type { ChecklistEntry, InspectionSubmissionInput } from "@mnx/domain";
import { useEffect, useId, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { TextField } from "../../../components/ui/text-field";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";

/** Told an item's photos whenever they change, and whether a photo is being prepared (submit waits). */
export type ItemPhotosListener = (index: number, photos: readonly PickedPhoto[], preparing: boolean) => void;

interface InspectionItemFieldProps {
  index: number;
  entry: ChecklistEntry;
  /** After a refused submit: say that this item still needs a mark. */
  showMissing: boolean;
  onPhotos: ItemPhotosListener;
}

const CHOICES = [
  { value: "OK", label: "OK", checked: "has-[:checked]:border-success-line has-[:checked]:bg-success-soft" },
  {
    value: "NEEDS_ATTENTION",
    label: "Needs attention",
    checked: "has-[:checked]:border-warning-line has-[:checked]:bg-warning-soft",
  },
] as const;

/**
 * One checklist item: OK / Needs attention as a radio group, and a note and up to 5 photos when it needs
 * attention (its photos are kept if it is switched back to OK, but only sent with Needs attention).
 */
export function InspectionItemField({ index, entry, showMissing, onPhotos }: InspectionItemFieldProps) {
  const { register, control } = useFormContext<InspectionSubmissionInput>();
  const status = useWatch({ control, name: `items.${index}.status` });
  const missingId = useId();
  const missing = showMissing && status === "NOT_CHECKED";
  const picked = usePickedPhotos();
  const report = useRef(onPhotos);
  report.current = onPhotos;
  useEffect(() => {
    report.current(index, picked.photos, picked.busy);
  }, [index, picked.photos, picked.busy]);
  return (
    <fieldset
      aria-describedby={missing ? missingId : undefined}
      className={`min-w-0 space-y-2 rounded-lg border p-3 ${missing ? "border-danger-ink" : "border-line"}`}
    >
      <legend className="px-1 text-sm font-semibold">{entry.item}</legend>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map((choice) => (
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
            {choice.label}
          </label>
        ))}
      </div>
      {missing ? (
        <p id={missingId} className="text-sm font-medium text-danger-ink">
          Not marked yet
        </p>
      ) : null}
      {status === "NEEDS_ATTENTION" ? (
        <TextField
          label={`${entry.item} notes`}
          placeholder="What needs attention?"
          maxLength={500}
          {...register(`items.${index}.notes`)}
        />
      ) : null}
      {status === "NEEDS_ATTENTION" ? <PhotoPicker picked={picked} label={`${entry.item} photos`} /> : null}
    </fieldset>
  );
}
