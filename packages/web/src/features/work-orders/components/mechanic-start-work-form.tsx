import { useLingui } from "@lingui/react/macro";
import { type StartWork, type StartWorkInput, startWorkSchema, WORK_ORDER_MESSAGES } from "@mnx/domain";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { Button } from "../../../components/ui/button";
import { FormBody } from "../../../components/ui/form-body";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import { domainText } from "../../../lib/i18n/i18n";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";
import { useWriteForm } from "../../../lib/use-write-form";
import type { SaveWithPhotos } from "./save-with-photos";

interface MechanicStartWorkFormProps {
  /** The machine's hour meter now: the prefilled start reading. */
  hourMeter: number;
  pending: boolean;
  /** Started: the refreshed order is on its way and will replace this form. */
  done: boolean;
  onSave: SaveWithPhotos<StartWork>;
}

/** Start Work (part 1, 4 and 5): meter readings are sent only when entered. */
export function MechanicStartWorkForm({ hourMeter, pending, done, onSave }: MechanicStartWorkFormProps) {
  const { t } = useLingui();
  const { form, idempotencyKey, failure, onSubmit } = useWriteForm<StartWorkInput, StartWork>({
    schema: startWorkSchema,
    defaultValues: { hourMeterStart: String(hourMeter), mileageStart: "" },
    serverFields: ["hourMeterStart", "mileageStart"],
    failureMessage: domainText(WORK_ORDER_MESSAGES.startFailed),
  });
  const picked = usePickedPhotos();
  const { errors } = form.formState;
  const submit = onSubmit((values) => onSave(values, { idempotencyKey, photos: picked.photos }));
  return (
    <FormBody
      form={form}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`Work was not started`}
      className="space-y-3 rounded-lg border border-line p-4"
    >
      <FormSection title={t`Start Work`} description={t`Record the meter readings as you begin.`}>
        <MeterField
          label={t`Hour meter start`}
          error={errors.hourMeterStart?.message}
          {...form.register("hourMeterStart")}
        />
        <MeterField
          label={t`Mileage start`}
          error={errors.mileageStart?.message}
          {...form.register("mileageStart")}
        />
      </FormSection>
      <PhotoPicker picked={picked} label={t`Photos before work`} disabled={done} />
      <div className="flex justify-end">
        <Button type="submit" busy={pending} disabled={done || picked.busy} className="w-full sm:w-auto">
          {pending ? t`Starting...` : t`Start Work`}
        </Button>
      </div>
    </FormBody>
  );
}
