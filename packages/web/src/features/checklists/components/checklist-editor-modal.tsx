import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type ChecklistTemplate,
  type ChecklistTemplateCreate,
  checklistContentSchema,
  checklistTemplateCreateSchema,
  EQUIPMENT_TYPES,
  enumLabel,
  INSPECTION_KIND_LABELS,
  INSPECTION_KINDS,
} from "@mnx/domain";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { EquipmentPickerField } from "../../../components/pickers/equipment-picker-field";
import { Button } from "../../../components/ui/button";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { useSaveChecklist } from "../api/use-checklist-writes";
import {
  type ChecklistFormValues,
  checklistFormValues,
  copiedSections,
  newChecklistItem,
} from "./checklist-form-values";
import { ChecklistSectionFields } from "./checklist-section-fields";

const SCOPE_OPTIONS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: "type", label: msg`An equipment type` },
  { value: "machine", label: msg`One machine (wins over its type's)` },
];

interface ChecklistEditorModalProps {
  /** The template edited (its next version is published), or null for a new equipment type's template. */
  template: ChecklistTemplate | null;
  /** The organization's templates: the types with a daily one are taken, and a new one may start as a copy of one. */
  templates: readonly ChecklistTemplate[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The checklist template editor (docs/decisions/042): sections and their items; saving publishes a new version
 * (version 1 for a new template). Inspections done on an older version keep it.
 */
export function ChecklistEditorModal({ template, templates, onClose, onSaved }: ChecklistEditorModalProps) {
  const { t, i18n } = useLingui();
  const typeOptions = EQUIPMENT_TYPES.map((type) => ({ value: type, label: domainText(enumLabel(type)) }));
  const kindOptions = INSPECTION_KINDS.map((value) => ({
    value,
    label: domainText(INSPECTION_KIND_LABELS[value]),
  }));
  const [kind, setKind] = useState<string>("DAILY");
  const takenTypes = templates.flatMap((entry) =>
    entry.equipmentType && entry.kind === "DAILY" ? [entry.equipmentType] : [],
  );
  // A periodic kind's template may be for any type (the server answers 409 when that type has one of the kind).
  const types = typeOptions.filter((option) => kind !== "DAILY" || !takenTypes.includes(option.value));
  const firstType = types[0]?.value as ChecklistFormValues["equipmentType"];
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    ChecklistFormValues,
    ChecklistTemplateCreate
  >({
    schema: (template
      ? checklistContentSchema
      : checklistTemplateCreateSchema) as typeof checklistTemplateCreateSchema,
    defaultValues: template
      ? checklistFormValues(template)
      : { ...checklistFormValues(null), equipmentType: firstType },
    serverFields: ["name"],
    failureMessage: t`The checklist could not be saved. Please try again.`,
  });
  const save = useSaveChecklist(template?.id ?? null, idempotencyKey);
  const sections = useFieldArray({ control: form.control, name: "sections" });
  const { errors } = form.formState;
  const templateName = template?.name;
  const version = template?.version.number ?? 0;
  const nextVersion = version + 1;
  const submit = onSubmit(async (values) => {
    const answer = await save.mutateAsync(values);
    onSaved(answer.message);
    onClose();
  });
  // A new template is for an equipment type or for one machine: the other field is cleared.
  const [scope, setScope] = useState<"type" | "machine">("type");
  const pickScope = (next: "type" | "machine") => {
    setScope(next);
    form.setValue("equipmentType", next === "type" ? firstType : undefined);
    form.setValue("equipmentId", "");
  };
  // A new template may start from another's current version: its sections and items, as new items.
  const [source, setSource] = useState("");
  const copyFrom = (id: string) => {
    setSource(id);
    const from = templates.find((entry) => entry.id === id);
    sections.replace(from ? copiedSections(from) : checklistFormValues(null).sections);
    const name = from?.name;
    if (from && !form.getValues("name")) form.setValue("name", t`${name} (copy)`);
  };
  return (
    <FormModal
      title={template ? t`Edit Checklist: ${templateName}` : t`New Checklist Template`}
      description={
        template
          ? t`Version ${version}. Saving publishes version ${nextVersion}; inspections done on earlier versions keep theirs.`
          : t`For an equipment type or one machine; saving publishes version 1.`
      }
      size="lg"
      onClose={onClose}
      write={save}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      bodyClassName="space-y-4"
      submitLabel={template ? t`Publish Version ${nextVersion}` : t`Publish Version 1`}
      pendingLabel={t`Publishing...`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Template name`}
          required
          maxLength={100}
          error={errors.name?.message}
          {...form.register("name")}
        />
        {template ? null : (
          <SelectField
            label={t`Inspection`}
            options={kindOptions}
            error={errors.kind?.message}
            {...form.register("kind", { onChange: (event) => setKind(String(event.target.value)) })}
          />
        )}
        {template ? null : (
          <SelectField
            label={t`Start from`}
            className="sm:col-span-2"
            options={[
              { value: "", label: t`A blank checklist` },
              ...templates.map((entry) => {
                const copied = entry.name;
                const number = entry.version.number;
                return { value: entry.id, label: t`A copy of ${copied} (version ${number})` };
              }),
            ]}
            value={source}
            onChange={(event) => copyFrom(event.target.value)}
          />
        )}
        {template ? null : (
          <SelectField
            label={t`For`}
            options={SCOPE_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
            value={scope}
            error={scope === "machine" ? errors.equipmentType?.message : undefined}
            onChange={(event) => pickScope(event.target.value === "machine" ? "machine" : "type")}
          />
        )}
        {template || scope !== "type" ? null : (
          <SelectField
            label={t`Equipment type`}
            required
            options={types}
            error={errors.equipmentType?.message}
            {...form.register("equipmentType")}
          />
        )}
        {template || scope !== "machine" ? null : <EquipmentPickerField />}
      </div>
      {sections.fields.map((field, index) => (
        <ChecklistSectionFields
          key={field.id}
          index={index}
          count={sections.fields.length}
          idPrefix={formId}
          onMove={sections.move}
          onRemove={() => sections.remove(index)}
        />
      ))}
      <Button variant="secondary" onClick={() => sections.append({ title: "", items: [newChecklistItem()] })}>
        <Trans>Add Section</Trans>
      </Button>
    </FormModal>
  );
}
