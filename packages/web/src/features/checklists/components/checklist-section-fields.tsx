import { Trans, useLingui } from "@lingui/react/macro";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { type ChecklistFormValues, newChecklistItem } from "./checklist-form-values";
import { ChecklistItemFields } from "./checklist-item-fields";
import { ReorderButtons } from "./reorder-buttons";

interface ChecklistSectionFieldsProps {
  index: number;
  /** How many sections the checklist has. */
  count: number;
  /** Prefix of the move buttons' ids, unique within the page. */
  idPrefix: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One section of the editor: its title and its items, added, removed and put in order. */
export function ChecklistSectionFields({
  index,
  count,
  idPrefix,
  onMove,
  onRemove,
}: ChecklistSectionFieldsProps) {
  const { t } = useLingui();
  const { register, control, formState } = useFormContext<ChecklistFormValues>();
  const items = useFieldArray({ control, name: `sections.${index}.items` });
  const errors = formState.errors.sections?.[index];
  const number = index + 1;
  const sectionLabel = t`Section ${number}`;
  return (
    <section aria-label={sectionLabel} className="space-y-3 rounded-xl border border-line-strong p-3">
      <div className="flex items-end gap-2">
        <TextField
          label={t`Section ${number} title`}
          required
          className="flex-1"
          maxLength={100}
          error={errors?.title?.message}
          {...register(`sections.${index}.title`)}
        />
        {count > 1 ? (
          <Button variant="secondary" onClick={onRemove} aria-label={t`Remove section ${number}`}>
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </div>
      <ReorderButtons
        label={sectionLabel}
        index={index}
        count={count}
        idPrefix={`${idPrefix}-section`}
        onMove={onMove}
      />
      {errors?.items?.root?.message ? (
        <p className="text-sm text-danger-ink">{domainText(errors.items.root.message)}</p>
      ) : null}
      {items.fields.map((field, at) => (
        <ChecklistItemFields
          key={field.id}
          section={index}
          index={at}
          count={items.fields.length}
          idPrefix={`${idPrefix}-s${index}-item`}
          onMove={items.move}
          onRemove={() => items.remove(at)}
        />
      ))}
      <Button variant="secondary" onClick={() => items.append(newChecklistItem())}>
        <Trans>Add Item</Trans>
      </Button>
    </section>
  );
}
