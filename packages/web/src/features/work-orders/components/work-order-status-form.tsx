import { Trans, useLingui } from "@lingui/react/macro";
import {
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
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { enumText } from "./work-order-display";

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
  const { t } = useLingui();
  // Mounted again after each change (the details modal keys it), so each change gets its own Idempotency-Key.
  const { form, idempotencyKey, failure, fail, onSubmit } = useWriteForm<StatusChangeInput, StatusChange>({
    schema: statusChangeSchema,
    defaultValues: { statusNote: "" },
    serverFields: ["status", "statusNote"],
    failureMessage: domainText(WORK_ORDER_MESSAGES.updateFailed),
  });
  const submit = onSubmit(async (values) => {
    const refused = refusal(values);
    if (refused) fail(refused);
    else await onSave(values, { idempotencyKey });
  });
  const { errors } = form.formState;
  const note = form.watch("statusNote") ?? "";
  const status = enumText(current);
  const description = t`Current status: ${status}.`;

  if (options.length === 0) {
    return (
      <FormSection title={t`Update Status`} description={description}>
        <p className="text-sm text-ink-muted sm:col-span-2">
          <Trans>There are no status changes you can make from {status}.</Trans>
        </p>
      </FormSection>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormSection title={t`Update Status`} description={description}>
        {failure ? (
          <div className="sm:col-span-2">
            <Alert tone="error" title={t`The status was not changed`}>
              {failure}
            </Alert>
          </div>
        ) : null}
        <SelectField
          label={t`New status`}
          required
          placeholderOption={t`Select a status`}
          options={options.map((status) => ({ value: status, label: enumText(status) }))}
          error={errors.status?.message}
          {...form.register("status")}
        />
        <TextAreaField
          label={t`Note`}
          className="sm:col-span-2"
          hint={t`Optional.`}
          maxLength={STATUS_NOTE_MAX}
          length={note.length}
          error={errors.statusNote?.message}
          {...form.register("statusNote")}
        />
      </FormSection>
      <div className="flex justify-end">
        <Button type="submit" busy={pending} className="w-full sm:w-auto">
          {pending ? t`Updating...` : t`Update Status`}
        </Button>
      </div>
    </form>
  );
}
