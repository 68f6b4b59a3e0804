import { CHECKLIST_ITEM_KIND_LABELS, CHECKLIST_ITEM_KINDS } from "@mnx/domain";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import type { ChecklistFormValues } from "./checklist-form-values";
import { ReorderButtons } from "./reorder-buttons";

const KIND_OPTIONS = CHECKLIST_ITEM_KINDS.map((kind) => ({
  value: kind,
  label: CHECKLIST_ITEM_KIND_LABELS[kind],
}));

interface ChecklistItemFieldsProps {
  section: number;
  index: number;
  /** How many items the section has (the first moves no higher, the last no lower). */
  count: number;
  /** Prefix of the move buttons' ids (the section's). */
  idPrefix: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One item of the editor: its name and kind, a reading's unit and range, critical and photo required on fail. */
export function ChecklistItemFields({
  section,
  index,
  count,
  idPrefix,
  onMove,
  onRemove,
}: ChecklistItemFieldsProps) {
  const { register, control, formState } = useFormContext<ChecklistFormValues>();
  const path = `sections.${section}.items.${index}` as const;
  const kind = useWatch({ control, name: `${path}.kind` });
  const errors = formState.errors.sections?.[section]?.items?.[index];
  const label = `Item ${index + 1}`;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Item name"
          required
          error={errors?.name?.message}
          maxLength={100}
          {...register(`${path}.name`)}
        />
        <SelectField label="Kind" options={KIND_OPTIONS} {...register(`${path}.kind`)} />
      </div>
      {kind === "READING" ? (
        <div className="grid grid-cols-3 gap-2">
          <TextField
            label="Unit"
            error={errors?.unit?.message}
            maxLength={20}
            {...register(`${path}.unit`)}
          />
          <TextField
            label="Minimum"
            inputMode="decimal"
            error={errors?.min?.message}
            {...register(`${path}.min`)}
          />
          <TextField
            label="Maximum"
            inputMode="decimal"
            error={errors?.max?.message}
            {...register(`${path}.max`)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5 accent-accent" {...register(`${path}.critical`)} />
          Critical (machine unsafe until repaired)
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-accent"
            {...register(`${path}.photoRequiredOnFail`)}
          />
          Photo required on fail
        </label>
        <div className="ml-auto flex flex-wrap gap-2">
          <ReorderButtons label={label} index={index} count={count} idPrefix={idPrefix} onMove={onMove} />
          {/* The section's only item cannot be removed (a section needs one). */}
          {count > 1 ? (
            <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${label}`}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
