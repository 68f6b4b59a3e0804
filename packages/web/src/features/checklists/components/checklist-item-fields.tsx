import { Trans, useLingui } from "@lingui/react/macro";
import { CHECKLIST_ITEM_KIND_LABELS, CHECKLIST_ITEM_KINDS } from "@mnx/domain";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import type { ChecklistFormValues } from "./checklist-form-values";
import { ReorderButtons } from "./reorder-buttons";

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
  const { t } = useLingui();
  const kindOptions = CHECKLIST_ITEM_KINDS.map((value) => ({
    value,
    label: domainText(CHECKLIST_ITEM_KIND_LABELS[value]),
  }));
  const { register, control, formState } = useFormContext<ChecklistFormValues>();
  const path = `sections.${section}.items.${index}` as const;
  const kind = useWatch({ control, name: `${path}.kind` });
  const errors = formState.errors.sections?.[section]?.items?.[index];
  const number = index + 1;
  const label = t`Item ${number}`;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Item name`}
          required
          error={errors?.name?.message}
          maxLength={100}
          {...register(`${path}.name`)}
        />
        <SelectField label={t`Kind`} options={kindOptions} {...register(`${path}.kind`)} />
      </div>
      {kind === "READING" ? (
        <div className="grid grid-cols-3 gap-2">
          <TextField
            label={t`Unit`}
            error={errors?.unit?.message}
            maxLength={20}
            {...register(`${path}.unit`)}
          />
          <TextField
            label={t`Minimum`}
            inputMode="decimal"
            error={errors?.min?.message}
            {...register(`${path}.min`)}
          />
          <TextField
            label={t`Maximum`}
            inputMode="decimal"
            error={errors?.max?.message}
            {...register(`${path}.max`)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5 accent-accent" {...register(`${path}.critical`)} />
          <Trans>Critical (machine unsafe until repaired)</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-accent"
            {...register(`${path}.photoRequiredOnFail`)}
          />
          <Trans>Photo required on fail</Trans>
        </label>
        <div className="ms-auto flex flex-wrap gap-2">
          <ReorderButtons label={label} index={index} count={count} idPrefix={idPrefix} onMove={onMove} />
          {/* The section's only item cannot be removed (a section needs one). */}
          {count > 1 ? (
            <Button variant="secondary" onClick={onRemove} aria-label={t`Remove ${label}`}>
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
