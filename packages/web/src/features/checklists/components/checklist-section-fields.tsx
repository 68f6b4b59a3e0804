import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
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
  const { register, control, formState } = useFormContext<ChecklistFormValues>();
  const items = useFieldArray({ control, name: `sections.${index}.items` });
  const errors = formState.errors.sections?.[index];
  return (
    <section
      aria-label={`Section ${index + 1}`}
      className="space-y-3 rounded-xl border border-line-strong p-3"
    >
      <div className="flex items-end gap-2">
        <TextField
          label={`Section ${index + 1} title`}
          required
          className="flex-1"
          maxLength={100}
          error={errors?.title?.message}
          {...register(`sections.${index}.title`)}
        />
        {count > 1 ? (
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove section ${index + 1}`}>
            Remove
          </Button>
        ) : null}
      </div>
      <ReorderButtons
        label={`Section ${index + 1}`}
        index={index}
        count={count}
        idPrefix={`${idPrefix}-section`}
        onMove={onMove}
      />
      {errors?.items?.root?.message ? (
        <p className="text-sm text-danger-ink">{errors.items.root.message}</p>
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
        Add Item
      </Button>
    </section>
  );
}
