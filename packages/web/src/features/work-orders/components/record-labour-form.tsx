import { Trans, useLingui } from "@lingui/react/macro";
import {
  LABOUR_MESSAGES,
  LABOUR_NOTE_MAX,
  type LabourLineFormInput,
  type LabourLineInput,
  labourLineInputSchema,
  ROLES,
  toDateInputValue,
  type WorkOrder,
} from "@mnx/domain";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { UserPicker } from "../../../components/pickers/user-picker";
import { Button } from "../../../components/ui/button";
import { FormBody } from "../../../components/ui/form-body";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useHandOverWhenSaved } from "../../../lib/use-hand-over";
import { useWriteForm } from "../../../lib/use-write-form";
import { useWorkOrderLabourWrite } from "../api/use-work-order-labour-write";

export type LabourWriteDone = { kind: "sent"; message: string } | { kind: "saved"; what: string };

interface RecordLabourFormProps {
  workOrder: WorkOrder;
  /** The caller: whose time it is unless someone else is picked. */
  me: { id: string; firstName: string; lastName: string };
  /** Those who see the whole shop record anyone's time; a mechanic only their own (the server's rule). */
  anyone: boolean;
  onDone: (done: LabourWriteDone) => void;
  onClose: () => void;
}

/**
 * 'Record Labour' on a job (Work Order Details, Mechanic Work Order): hours on a day, with a note, at the person's
 * hourly rate when the server writes it. Queued like every field write: offline it is saved on the device and
 * the form hands over at once, marked 'Waiting to send' in the job's labour.
 */
export function RecordLabourForm({ workOrder, me, anyone, onDone, onClose }: RecordLabourFormProps) {
  const { t } = useLingui();
  const record = useWorkOrderLabourWrite("record", workOrder.id);
  // A foreman usually records the job's mechanic's time; anyone else records their own.
  const defaultPerson = anyone ? (workOrder.mechanic?.id ?? me.id) : me.id;
  const [person, setPerson] = useState<string>(
    defaultPerson === workOrder.mechanic?.id && workOrder.mechanic
      ? `${workOrder.mechanic.firstName} ${workOrder.mechanic.lastName}`
      : `${me.firstName} ${me.lastName}`,
  );
  const { form, idempotencyKey, failure, onSubmit } = useWriteForm<LabourLineFormInput, LabourLineInput>({
    schema: labourLineInputSchema,
    defaultValues: {
      userId: defaultPerson,
      hours: "",
      workDate: toDateInputValue(new Date()),
      note: "",
    },
    serverFields: ["userId", "hours", "workDate", "note"],
    failureMessage: t`The labour was not recorded. Try again.`,
  });
  const note = form.watch("note");

  const handedOver = useHandOverWhenSaved(record.isPaused, () =>
    onDone({ kind: "saved", what: t`This labour` }),
  );

  const submit = onSubmit(async (values) => {
    await record.mutateAsync({ body: values, idempotencyKey, labels: { person } });
    if (!handedOver.current) onDone({ kind: "sent", message: domainText(LABOUR_MESSAGES.recorded) });
  });
  const { errors } = form.formState;

  return (
    <FormBody
      form={form}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Labour was not recorded`}
      className="space-y-3 rounded-lg border border-line p-4"
    >
      <h4 className="font-semibold">
        <Trans>Record Labour</Trans>
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        {anyone ? (
          <Controller
            control={form.control}
            name="userId"
            render={({ field, fieldState }) => (
              <UserPicker
                label={t`Person`}
                required
                className="sm:col-span-2"
                roles={ROLES}
                value={typeof field.value === "string" && field.value ? field.value : null}
                onChange={(user) => {
                  field.onChange(user?.id ?? "");
                  if (user) setPerson(`${user.firstName} ${user.lastName}`);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <TextField
          label={t`Hours`}
          required
          type="number"
          inputMode="decimal"
          min={0}
          max={24}
          step="any"
          hint={t`One line per day, at most 24 h`}
          error={errors.hours?.message}
          {...form.register("hours")}
        />
        <TextField
          label={t`Work date`}
          type="date"
          error={errors.workDate?.message}
          {...form.register("workDate")}
        />
        <TextAreaField
          label={t`Note`}
          className="sm:col-span-2"
          rows={2}
          maxLength={LABOUR_NOTE_MAX}
          length={typeof note === "string" ? note.length : 0}
          error={errors.note?.message}
          {...form.register("note")}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={record.isPending}>
          {record.isPending ? t`Recording...` : t`Record Labour`}
        </Button>
      </div>
    </FormBody>
  );
}
