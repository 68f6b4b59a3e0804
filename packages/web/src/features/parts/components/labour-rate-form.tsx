import { Trans, useLingui } from "@lingui/react/macro";
import { type LabourRateInput, labourRateInputSchema } from "@mnx/domain";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { FormBody } from "../../../components/ui/form-body";
import { TextField } from "../../../components/ui/text-field";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { useWriteForm } from "../../../lib/use-write-form";
import { type RateTarget, useSaveLabourRate } from "../api/labour-rate-queries";

type RateValues = z.input<typeof labourRateInputSchema>;

interface LabourRateRowProps {
  target: RateTarget;
  /** Who or what the rate is for, as the row shows it (a role's name, a person's name and role). */
  title: ReactNode;
  /** The field's accessible name: 'Hourly rate for Mechanic'. */
  label: string;
  current: number | null;
  /** Under the title: what applies now ('$45.00 / h', 'No rate: labour costs 0'). */
  currentText: string;
  onSaved: (message: string) => void;
}

/**
 * One rate on the Labour Rates page: its title, what applies now, and a field with Save. A blank field clears
 * the rate. Each save is a new round of the form (a new Idempotency-Key), so the next change is never taken
 * for a retry of this one.
 */
export function LabourRateRow(props: LabourRateRowProps) {
  const [round, setRound] = useState(0);
  return (
    <LabourRateForm
      key={round}
      {...props}
      onSaved={(message) => {
        setRound((count) => count + 1);
        props.onSaved(message);
      }}
    />
  );
}

function LabourRateForm({ target, title, label, current, currentText, onSaved }: LabourRateRowProps) {
  const online = useOnlineStatus();
  const { t } = useLingui();
  const { form, idempotencyKey, failure, onSubmit } = useWriteForm<RateValues, LabourRateInput>({
    schema: labourRateInputSchema,
    defaultValues: { hourlyRate: current === null ? "" : String(current) },
    serverFields: ["hourlyRate"],
    failureMessage: t`The rate was not saved. Try again.`,
  });
  const save = useSaveLabourRate(target, idempotencyKey);
  const submit = onSubmit(async (values) => {
    const answer = await save.mutateAsync(values);
    onSaved(answer.message);
  });
  const saveWhat = `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  return (
    <FormBody
      form={form}
      onSubmit={submit}
      failure={failure}
      className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4"
    >
      <div className="min-w-0">
        <div className="font-medium text-ink">{title}</div>
        <p className="text-sm text-ink-muted tabular-nums">{currentText}</p>
      </div>
      <div className="flex items-start gap-2">
        <TextField
          label={label}
          hideLabel
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder={t`No rate`}
          className="w-36 sm:w-32"
          error={form.formState.errors.hourlyRate?.message}
          {...form.register("hourlyRate")}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={save.isPending}
          disabled={!online}
          aria-label={t`Save ${saveWhat}`}
        >
          <Trans>Save</Trans>
        </Button>
      </div>
    </FormBody>
  );
}
