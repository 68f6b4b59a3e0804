import {
  type ChecklistTemplate,
  type ChecklistTemplateCreate,
  checklistContentSchema,
  checklistTemplateCreateSchema,
  EQUIPMENT_TYPES,
  enumLabel,
} from "@mnx/domain";
import { useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { useWriteForm } from "../../../lib/use-write-form";
import { useSaveChecklist } from "../api/use-checklist-writes";
import { type ChecklistFormValues, checklistFormValues, newChecklistItem } from "./checklist-form-values";
import { ChecklistSectionFields } from "./checklist-section-fields";

const TYPE_OPTIONS = EQUIPMENT_TYPES.map((type) => ({ value: type, label: enumLabel(type) }));

interface ChecklistEditorModalProps {
  /** The template edited (its next version is published), or null for a new equipment type's template. */
  template: ChecklistTemplate | null;
  /** The equipment types that have a template already (a new one picks another). */
  takenTypes: readonly string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The checklist template editor (docs/decisions/042): sections and their items; saving publishes a new version
 * (version 1 for a new template). Inspections done on an older version keep it.
 */
export function ChecklistEditorModal({ template, takenTypes, onClose, onSaved }: ChecklistEditorModalProps) {
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    ChecklistFormValues,
    ChecklistTemplateCreate
  >({
    schema: (template
      ? checklistContentSchema
      : checklistTemplateCreateSchema) as typeof checklistTemplateCreateSchema,
    defaultValues: checklistFormValues(template),
    serverFields: ["name"],
    failureMessage: "The checklist could not be saved. Please try again.",
  });
  const save = useSaveChecklist(template?.id ?? null, idempotencyKey);
  const sections = useFieldArray({ control: form.control, name: "sections" });
  const { errors } = form.formState;
  const submit = onSubmit(async (values) => {
    const answer = await save.mutateAsync(values);
    onSaved(answer.message);
    onClose();
  });
  const types = TYPE_OPTIONS.filter((option) => !takenTypes.includes(option.value));
  return (
    <FormModal
      title={template ? `Edit Checklist: ${template.name}` : "New Checklist Template"}
      description={
        template
          ? `Version ${template.version.number}. Saving publishes version ${template.version.number + 1}; inspections done on earlier versions keep theirs.`
          : "For one equipment type; saving publishes version 1."
      }
      size="lg"
      onClose={onClose}
      write={save}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      bodyClassName="space-y-4"
      submitLabel={template ? `Publish Version ${template.version.number + 1}` : "Publish Version 1"}
      pendingLabel="Publishing..."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Template name"
          required
          maxLength={100}
          error={errors.name?.message}
          {...form.register("name")}
        />
        {template ? null : (
          <SelectField label="Equipment type" required options={types} {...form.register("equipmentType")} />
        )}
      </div>
      {sections.fields.map((field, index) => (
        <ChecklistSectionFields
          key={field.id}
          index={index}
          removable={sections.fields.length > 1}
          onRemove={() => sections.remove(index)}
        />
      ))}
      <Button variant="secondary" onClick={() => sections.append({ title: "", items: [newChecklistItem()] })}>
        Add Section
      </Button>
    </FormModal>
  );
}
