import {
  enumLabel,
  STATUS_NOTE_MAX,
  type StatusChange,
  type StatusChangeInput,
  statusChangeSchema,
  WORK_ORDER_MESSAGES,
  type WorkOrderStatus,
} from "@mnx/domain";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { useWriteForm } from "../../../lib/use-write-form";

interface WorkOrderStatusFormProps {
  current: WorkOrderStatus;
  /** The moves this user may make from `current` (allowedTransitions). */
  options: readonly WorkOrderStatus[];
  pending: boolean;
  /** The state machine's refusal of a move, worded before anything is sent (null: the move may go). */
  refusal: (values: StatusChange) => string | null;
  onSave: (values: StatusChange, options: { idempotencyKey: string }) => Promise<unknown>;
}

/** The details modal's status update: a move the state machine allows this role, and an optional note. */
export function WorkOrderStatusForm({
  current,
  options,
  pending,
  refusal,
  onSave,
}: WorkOrderStatusFormProps) {
  // Mounted again after each change (the details modal keys it), so each change gets its own Idempotency-Key.
  const { form, idempotencyKey, failure, fail, onSubmit } = useWriteForm<StatusChangeInput, StatusChange>({
    schema: statusChangeSchema,
    defaultValues: { statusNote: "" },
    serverFields: ["status", "statusNote"],
    failureMessage: WORK_ORDER_MESSAGES.updateFailed,
  });
  const submit = onSubmit(async (values) => {
    const refused = refusal(values);
    if (refused) fail(refused);
    else await onSave(values, { idempotencyKey });
  });
  const { errors } = form.formState;
  const note = form.watch("statusNote") ?? "";
  const description = `Current status: ${enumLabel(current)}.`;

  if (options.length === 0) {
    return (
      <FormSection title="Update Status" description={description}>
        <p className="text-sm text-ink-muted sm:col-span-2">
          There are no status changes you can make from {enumLabel(current)}.
        </p>
      </FormSection>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormSection title="Update Status" description={description}>
        {failure ? (
          <div className="sm:col-span-2">
            <Alert tone="error" title="The status was not changed">
              {failure}
            </Alert>
          </div>
        ) : null}
        <SelectField
          label="New status"
          required
          placeholderOption="Select a status"
          options={options.map((status) => ({ value: status, label: enumLabel(status) }))}
          error={errors.status?.message}
          {...form.register("status")}
        />
        <TextAreaField
          label="Note"
          className="sm:col-span-2"
          hint="Optional."
          maxLength={STATUS_NOTE_MAX}
          length={note.length}
          error={errors.statusNote?.message}
          {...form.register("statusNote")}
        />
      </FormSection>
      <div className="flex justify-end">
        <Button type="submit" busy={pending} className="w-full sm:w-auto">
          {pending ? "Updating..." : "Update Status"}
        </Button>
      </div>
    </form>
  );
}
