import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { type ChecklistFormValues, newChecklistItem } from "./checklist-form-values";
import { ChecklistItemFields } from "./checklist-item-fields";

interface ChecklistSectionFieldsProps {
  index: number;
  removable: boolean;
  onRemove: () => void;
}

/** One section of the editor: its title and its items, added and removed. */
export function ChecklistSectionFields({ index, removable, onRemove }: ChecklistSectionFieldsProps) {
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
        {removable ? (
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove section ${index + 1}`}>
            Remove
          </Button>
        ) : null}
      </div>
      {errors?.items?.root?.message ? (
        <p className="text-sm text-danger-ink">{errors.items.root.message}</p>
      ) : null}
      {items.fields.map((field, at) => (
        <ChecklistItemFields
          key={field.id}
          section={index}
          index={at}
          removable={items.fields.length > 1}
          onRemove={() => items.remove(at)}
        />
      ))}
      <Button variant="secondary" onClick={() => items.append(newChecklistItem())}>
        Add Item
      </Button>
    </section>
  );
}
