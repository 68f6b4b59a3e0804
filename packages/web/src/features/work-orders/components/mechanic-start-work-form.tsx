import { zodResolver } from "@hookform/resolvers/zod";
import { type StartWork, type StartWorkInput, startWorkSchema } from "@mnx/domain";
import { useForm } from "react-hook-form";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";

interface MechanicStartWorkFormProps {
  /** The machine's hour meter now: the prefilled start reading. */
  hourMeter: number;
  pending: boolean;
  /** Started: the refreshed order is on its way and will replace this form. */
  done: boolean;
  failure: string | null;
  onSubmit: (values: StartWork, photos: readonly PickedPhoto[]) => void;
}

/** Start Work (part 1, 4 and 5): meter readings are sent only when entered. */
export function MechanicStartWorkForm({
  hourMeter,
  pending,
  done,
  failure,
  onSubmit,
}: MechanicStartWorkFormProps) {
  const form = useForm<StartWorkInput, unknown, StartWork>({
    resolver: zodResolver(startWorkSchema),
    defaultValues: { hourMeterStart: String(hourMeter), mileageStart: "" },
  });
  const picked = usePickedPhotos();
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values, picked.photos))(event)}
      className="space-y-3 rounded-lg border border-line p-4"
    >
      {failure ? (
        <Alert tone="error" title="Work was not started">
          {failure}
        </Alert>
      ) : null}
      <FormSection title="Start Work" description="Record the meter readings as you begin.">
        <MeterField
          label="Hour meter start"
          error={errors.hourMeterStart?.message}
          {...form.register("hourMeterStart")}
        />
        <MeterField
          label="Mileage start"
          error={errors.mileageStart?.message}
          {...form.register("mileageStart")}
        />
      </FormSection>
      <PhotoPicker picked={picked} label="Photos before work" disabled={done} />
      <div className="flex justify-end">
        <Button type="submit" busy={pending} disabled={done || picked.busy} className="w-full sm:w-auto">
          {pending ? "Starting..." : "Start Work"}
        </Button>
      </div>
    </form>
  );
}
