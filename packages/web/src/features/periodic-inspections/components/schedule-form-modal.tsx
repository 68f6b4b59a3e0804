import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  INSPECTION_KIND_LABELS,
  PERIODIC_ASSIGNEE_ROLES,
  PERIODIC_DEFAULT_DUE_SOON_DAYS,
  PERIODIC_INSPECTION_KINDS,
  PERIODIC_KIND_DEFAULT_MONTHS,
  type PeriodicSchedule,
  type PeriodicScheduleCreate,
  type PeriodicScheduleCreateInput,
  periodicScheduleCreateSchema,
  periodicScheduleUpdateSchema,
  utcDay,
} from "@mnx/domain";
import { Controller } from "react-hook-form";
import { EquipmentPickerField } from "../../../components/pickers/equipment-picker-field";
import { UserPicker } from "../../../components/pickers/user-picker";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { useSaveSchedule } from "../api/periodic-queries";

const UNIT_OPTIONS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: "MONTHS", label: msg`Months` },
  { value: "DAYS", label: msg`Days` },
];

interface ScheduleFormModalProps {
  /** The schedule edited, or null for a new one. */
  schedule: PeriodicSchedule | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const valuesOf = (schedule: PeriodicSchedule | null): PeriodicScheduleCreateInput =>
  schedule
    ? {
        equipmentId: schedule.equipment.id,
        kind: schedule.kind,
        title: schedule.title,
        intervalCount: String(schedule.intervalCount),
        intervalUnit: schedule.intervalUnit,
        dueSoonDays: String(schedule.dueSoonDays),
        assigneeId: schedule.assignee.id,
        nextDueDate: schedule.nextDueDate,
      }
    : {
        equipmentId: "",
        kind: "ANNUAL",
        // The title is the person's own text: it starts as the kind's name in the language shown.
        title: domainText(INSPECTION_KIND_LABELS.ANNUAL),
        intervalCount: String(PERIODIC_KIND_DEFAULT_MONTHS.ANNUAL),
        intervalUnit: "MONTHS",
        dueSoonDays: String(PERIODIC_DEFAULT_DUE_SOON_DAYS),
        assigneeId: "",
        nextDueDate: utcDay(),
      };

/**
 * A machine's periodic inspection schedule (docs/decisions/046): its kind (its checklist is the machine's or its
 * type's template of that kind), every N months or days, who does it, and when it is next due.
 */
export function ScheduleFormModal({ schedule, onClose, onSaved }: ScheduleFormModalProps) {
  const { t, i18n } = useLingui();
  const kindOptions = PERIODIC_INSPECTION_KINDS.map((kind) => ({
    value: kind,
    label: domainText(INSPECTION_KIND_LABELS[kind]),
  }));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    PeriodicScheduleCreateInput,
    PeriodicScheduleCreate
  >({
    schema: (schedule
      ? periodicScheduleUpdateSchema
      : periodicScheduleCreateSchema) as typeof periodicScheduleCreateSchema,
    defaultValues: valuesOf(schedule),
    serverFields: ["assigneeId", "intervalCount", "title"],
    failureMessage: t`The schedule could not be saved. Please try again.`,
  });
  const save = useSaveSchedule(schedule?.id ?? null, idempotencyKey);
  const { errors } = form.formState;
  const editedTitle = schedule?.title;
  const submit = onSubmit(async (values) => {
    // An edit keeps the machine and the kind: only the other fields are sent.
    const { equipmentId: _machine, kind: _kind, ...fields } = values;
    const answer = await save.mutateAsync(schedule ? fields : values);
    onSaved(answer.message);
    onClose();
  });
  // A new schedule's kind suggests its title and interval (an annual: every 12 months).
  const pickKind = (kind: keyof typeof PERIODIC_KIND_DEFAULT_MONTHS) => {
    form.setValue("title", domainText(INSPECTION_KIND_LABELS[kind]));
    form.setValue("intervalCount", String(PERIODIC_KIND_DEFAULT_MONTHS[kind]));
    form.setValue("intervalUnit", "MONTHS");
  };
  return (
    <FormModal
      title={schedule ? t`Edit Schedule: ${editedTitle}` : t`New Periodic Inspection Schedule`}
      description={
        schedule
          ? `${schedule.equipment.equipmentNumber} · ${domainText(INSPECTION_KIND_LABELS[schedule.kind])}`
          : t`A machine's monthly, quarterly or annual inspection, done on the machine's checklist of that kind.`
      }
      onClose={onClose}
      write={save}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      bodyClassName="grid gap-3 sm:grid-cols-2"
      submitLabel={schedule ? t`Save Schedule` : t`Create Schedule`}
      pendingLabel={t`Saving...`}
    >
      {schedule ? null : <EquipmentPickerField />}
      {schedule ? null : (
        <SelectField
          label={t`Inspection`}
          required
          options={kindOptions}
          error={errors.kind?.message}
          {...form.register("kind", {
            onChange: (event) => pickKind(event.target.value as keyof typeof PERIODIC_KIND_DEFAULT_MONTHS),
          })}
        />
      )}
      <TextField
        label={t`Title`}
        required
        maxLength={100}
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        label={t`Every`}
        required
        inputMode="numeric"
        error={errors.intervalCount?.message}
        {...form.register("intervalCount")}
      />
      <SelectField
        label={t`Unit`}
        options={UNIT_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
        {...form.register("intervalUnit")}
      />
      <TextField
        label={t`Next due`}
        type="date"
        error={errors.nextDueDate?.message}
        hint={t`Blank: due today.`}
        {...form.register("nextDueDate")}
      />
      <TextField
        label={t`Show as due (days before)`}
        inputMode="numeric"
        error={errors.dueSoonDays?.message}
        {...form.register("dueSoonDays")}
      />
      <Controller
        control={form.control}
        name="assigneeId"
        render={({ field, fieldState }) => (
          <UserPicker
            label={t`Assigned to`}
            required
            className="sm:col-span-2"
            roles={PERIODIC_ASSIGNEE_ROLES}
            hint={t`An inspector, a mechanic or a shop foreman.`}
            value={typeof field.value === "string" && field.value ? field.value : null}
            onChange={(user) => field.onChange(user?.id ?? "")}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}
