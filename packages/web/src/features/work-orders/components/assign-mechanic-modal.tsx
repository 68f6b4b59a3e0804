import { useLingui } from "@lingui/react/macro";
import {
  ASSIGN_ESTIMATED_HOURS_MAX,
  ASSIGN_ESTIMATED_HOURS_MIN,
  ASSIGN_ESTIMATED_HOURS_STEP,
  type AssignMechanic,
  type AssignMechanicInput,
  assignMechanicSchema,
  MECHANIC_PICKER_ROLES,
  NOTES_MAX,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import { Controller, type Path } from "react-hook-form";
import { UserPicker } from "../../../components/pickers/user-picker";
import { FormModal } from "../../../components/ui/form-modal";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { useWorkOrderAction } from "../api/use-work-order-action";
import { AssignWorkOrderSummary } from "./assign-work-order-summary";

export interface AssignMechanicModalProps {
  workOrder: WorkOrder | null;
  onClose: () => void;
  onAssigned: (workOrder: WorkOrder) => void;
}

const FIELDS: readonly Path<AssignMechanicInput>[] = ["assignedTo", "estimatedHours", "notes"];

/** Assign Mechanic (part 1, 2 and 5): open while a work order is given; one Idempotency-Key per opening. */
export function AssignMechanicModal({ workOrder, ...props }: AssignMechanicModalProps) {
  return workOrder ? <AssignMechanicDialog workOrder={workOrder} {...props} /> : null;
}

function AssignMechanicDialog({
  workOrder,
  onClose,
  onAssigned,
}: AssignMechanicModalProps & { workOrder: WorkOrder }) {
  const { t } = useLingui();
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    AssignMechanicInput,
    AssignMechanic
  >({
    schema: assignMechanicSchema,
    serverFields: FIELDS,
    failureMessage: domainText(WORK_ORDER_MESSAGES.assignFailed),
    defaultValues: {
      // A re-assignment starts from the current mechanic (an assignee may be a supervisor, not pickable here).
      assignedTo: workOrder.mechanicId ?? "",
      estimatedHours: workOrder.estimatedHours === null ? "" : String(workOrder.estimatedHours),
      notes: "",
    },
    mode: "onTouched",
  });
  const assign = useWorkOrderAction("assign", workOrder.id);
  const { errors } = form.formState;
  const notes = form.watch("notes") ?? "";

  const submit = onSubmit(async (values) => onAssigned(await assign.mutateAsync(values, { idempotencyKey })));

  return (
    <FormModal
      title={t`Assign Mechanic`}
      description={t`Choose the mechanic or shop foreman who will do this work.`}
      onClose={onClose}
      write={assign}
      form={form}
      formId={formId}
      onSubmit={submit}
      savedOffline={t`This assignment`}
      failure={failure}
      failureTitle={t`The work order was not assigned`}
      bodyClassName="space-y-4"
      submitLabel={t`Assign Mechanic`}
      pendingLabel={t`Assigning...`}
    >
      <AssignWorkOrderSummary workOrder={workOrder} />
      <Controller
        control={form.control}
        name="assignedTo"
        render={({ field, fieldState }) => (
          <UserPicker
            label={t`Mechanic`}
            required
            roles={MECHANIC_PICKER_ROLES}
            value={typeof field.value === "string" ? field.value : null}
            onChange={(user) => field.onChange(user?.id ?? "")}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            hint={t`Only mechanics and shop foremen can be assigned.`}
          />
        )}
      />
      <TextField
        label={t`Estimated hours`}
        type="number"
        inputMode="decimal"
        min={ASSIGN_ESTIMATED_HOURS_MIN}
        max={ASSIGN_ESTIMATED_HOURS_MAX}
        step={ASSIGN_ESTIMATED_HOURS_STEP}
        hint={t`0 to 100, in steps of 0.5.`}
        error={errors.estimatedHours?.message}
        {...form.register("estimatedHours")}
      />
      <TextAreaField
        label={t`Notes`}
        maxLength={NOTES_MAX}
        length={notes.length}
        placeholder={t`Anything the mechanic should know`}
        error={errors.notes?.message}
        {...form.register("notes")}
      />
    </FormModal>
  );
}
