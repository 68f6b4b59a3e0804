import { zodResolver } from "@hookform/resolvers/zod";
import {
  enumLabel,
  STATUS_NOTE_MAX,
  type StatusChange,
  type StatusChangeInput,
  statusChangeSchema,
  type WorkOrderStatus,
} from "@mnx/domain";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextAreaField } from "../../../components/ui/textarea-field";

interface WorkOrderStatusFormProps {
  current: WorkOrderStatus;
  /** The moves this user may make from `current` (allowedTransitions). */
  options: readonly WorkOrderStatus[];
  pending: boolean;
  failure: string | null;
  onSubmit: (values: StatusChange) => void;
}

/** The details modal's status update: a move the state machine allows this role, and an optional note. */
export function WorkOrderStatusForm({
  current,
  options,
  pending,
  failure,
  onSubmit,
}: WorkOrderStatusFormProps) {
  const form = useForm<StatusChangeInput, unknown, StatusChange>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { statusNote: "" },
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
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="space-y-3">
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
