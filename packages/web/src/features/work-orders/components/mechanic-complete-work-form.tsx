import { useLingui } from "@lingui/react/macro";
import {
  ACTUAL_HOURS_STEP,
  type CompleteWork,
  type CompleteWorkInput,
  completeWorkSchema,
  NOTES_MAX,
  WORK_ORDER_MESSAGES,
} from "@mnx/domain";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { Button } from "../../../components/ui/button";
import { FormBody } from "../../../components/ui/form-body";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { domainText } from "../../../lib/i18n/i18n";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";
import { useWriteForm } from "../../../lib/use-write-form";
import type { SaveWithPhotos } from "./save-with-photos";
import { WorkOrderCheckbox } from "./work-order-checkbox";

interface MechanicCompleteWorkFormProps {
  /** The machine is Down For Repair: offer to put it back in service. */
  machineDown: boolean;
  pending: boolean;
  /** Completed: the refreshed order is on its way and will replace this form. */
  done: boolean;
  onSave: SaveWithPhotos<CompleteWork>;
}

const number = { type: "number", inputMode: "decimal", min: 0 } as const;

/** Complete Work (part 1, 4 and 5): trimmed notes if any; hours and final meters only when above 0. */
export function MechanicCompleteWorkForm(props: MechanicCompleteWorkFormProps) {
  const { machineDown, pending, done, onSave } = props;
  const { t } = useLingui();
  const { form, idempotencyKey, failure, onSubmit } = useWriteForm<CompleteWorkInput, CompleteWork>({
    schema: completeWorkSchema,
    defaultValues: {
      completionNotes: "",
      actualHours: "",
      hourMeterEnd: "",
      mileageEnd: "",
      returnToService: machineDown,
    },
    serverFields: ["completionNotes", "actualHours", "hourMeterEnd", "mileageEnd"],
    failureMessage: domainText(WORK_ORDER_MESSAGES.completeFailed),
  });
  const picked = usePickedPhotos();
  const { errors } = form.formState;
  const notes = form.watch("completionNotes") ?? "";
  const submit = onSubmit((values) => onSave(values, { idempotencyKey, photos: picked.photos }));
  return (
    <FormBody
      form={form}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Work order was not completed`}
      className="space-y-3 rounded-lg border border-line p-4"
    >
      <FormSection title={t`Complete Work`} description={t`Record what was done and the final readings.`}>
        <TextAreaField
          label={t`Completion notes`}
          className="sm:col-span-2"
          maxLength={NOTES_MAX}
          length={notes.length}
          error={errors.completionNotes?.message}
          {...form.register("completionNotes")}
        />
        <TextField
          label={t`Actual hours`}
          {...number}
          step={ACTUAL_HOURS_STEP}
          hint={t`Leave empty to use the time since work started.`}
          error={errors.actualHours?.message}
          {...form.register("actualHours")}
        />
        <MeterField
          label={t`Final hour meter`}
          error={errors.hourMeterEnd?.message}
          {...form.register("hourMeterEnd")}
        />
        <MeterField
          label={t`Final mileage`}
          error={errors.mileageEnd?.message}
          {...form.register("mileageEnd")}
        />
        {machineDown ? (
          <div className="sm:col-span-2">
            <WorkOrderCheckbox
              label={t`Return equipment to service`}
              hint={t`The machine is Down For Repair; this marks it Operational again.`}
              {...form.register("returnToService")}
            />
          </div>
        ) : null}
      </FormSection>
      <PhotoPicker picked={picked} label={t`Photos of the finished work`} disabled={done} />
      <div className="flex justify-end">
        <Button type="submit" busy={pending} disabled={done || picked.busy} className="w-full sm:w-auto">
          {pending ? t`Completing...` : t`Complete Work`}
        </Button>
      </div>
    </FormBody>
  );
}
