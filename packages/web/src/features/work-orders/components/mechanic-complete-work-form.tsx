import { zodResolver } from "@hookform/resolvers/zod";
import {
  ACTUAL_HOURS_STEP,
  type CompleteWork,
  type CompleteWorkInput,
  completeWorkSchema,
  NOTES_MAX,
} from "@mnx/domain";
import { useForm } from "react-hook-form";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormSection } from "../../../components/ui/form-section";
import { MeterField } from "../../../components/ui/meter-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";
import { WorkOrderCheckbox } from "./work-order-checkbox";

interface MechanicCompleteWorkFormProps {
  /** The machine is Down For Repair: offer to put it back in service. */
  machineDown: boolean;
  pending: boolean;
  /** Completed: the refreshed order is on its way and will replace this form. */
  done: boolean;
  failure: string | null;
  onSubmit: (values: CompleteWork, photos: readonly PickedPhoto[]) => void;
}

const number = { type: "number", inputMode: "decimal", min: 0 } as const;

/** Complete Work (part 1, 4 and 5): trimmed notes if any; hours and final meters only when above 0. */
export function MechanicCompleteWorkForm(props: MechanicCompleteWorkFormProps) {
  const { machineDown, pending, done, failure, onSubmit } = props;
  const form = useForm<CompleteWorkInput, unknown, CompleteWork>({
    resolver: zodResolver(completeWorkSchema),
    defaultValues: {
      completionNotes: "",
      actualHours: "",
      hourMeterEnd: "",
      mileageEnd: "",
      returnToService: machineDown,
    },
  });
  const picked = usePickedPhotos();
  const { errors } = form.formState;
  const notes = form.watch("completionNotes") ?? "";
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values, picked.photos))(event)}
      className="space-y-3 rounded-lg border border-line p-4"
    >
      {failure ? (
        <Alert tone="error" title="Work order was not completed">
          {failure}
        </Alert>
      ) : null}
      <FormSection title="Complete Work" description="Record what was done and the final readings.">
        <TextAreaField
          label="Completion notes"
          className="sm:col-span-2"
          maxLength={NOTES_MAX}
          length={notes.length}
          error={errors.completionNotes?.message}
          {...form.register("completionNotes")}
        />
        <TextField
          label="Actual hours"
          {...number}
          step={ACTUAL_HOURS_STEP}
          hint="Leave empty to use the time since work started."
          error={errors.actualHours?.message}
          {...form.register("actualHours")}
        />
        <MeterField
          label="Final hour meter"
          error={errors.hourMeterEnd?.message}
          {...form.register("hourMeterEnd")}
        />
        <MeterField
          label="Final mileage"
          error={errors.mileageEnd?.message}
          {...form.register("mileageEnd")}
        />
        {machineDown ? (
          <div className="sm:col-span-2">
            <WorkOrderCheckbox
              label="Return equipment to service"
              hint="The machine is Down For Repair; this marks it Operational again."
              {...form.register("returnToService")}
            />
          </div>
        ) : null}
      </FormSection>
      <PhotoPicker picked={picked} label="Photos of the finished work" disabled={done} />
      <div className="flex justify-end">
        <Button type="submit" busy={pending} disabled={done || picked.busy} className="w-full sm:w-auto">
          {pending ? "Completing..." : "Complete Work"}
        </Button>
      </div>
    </form>
  );
}
