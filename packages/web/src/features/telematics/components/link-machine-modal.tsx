import { useLingui } from "@lingui/react/macro";
import { type TelematicsMachine, telematicsLinkSchema } from "@mnx/domain";
import type { z } from "zod";
import { EquipmentPickerField } from "../../../components/pickers/equipment-picker-field";
import { FormModal } from "../../../components/ui/form-modal";
import { useWriteForm } from "../../../lib/use-write-form";
import { useLinkMachine } from "../api/telematics-queries";
import { feedMachineName } from "./feed-machine-list";

type FormInput = z.input<typeof telematicsLinkSchema>;
type FormOutput = z.output<typeof telematicsLinkSchema>;

interface LinkMachineModalProps {
  machine: TelematicsMachine;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Link a machine of a feed to one of ours: its hours arrive as readings from the next poll. */
export function LinkMachineModal({ machine, onClose, onSaved }: LinkMachineModalProps) {
  const { t } = useLingui();
  const name = feedMachineName(machine);
  const { form, formId, failure, onSubmit } = useWriteForm<FormInput, FormOutput>({
    schema: telematicsLinkSchema,
    defaultValues: { equipmentId: "" },
    serverFields: ["equipmentId"],
    failureMessage: t`The machine was not linked. Please try again.`,
  });
  const link = useLinkMachine();
  const submit = onSubmit(async ({ equipmentId }) =>
    onSaved((await link.mutateAsync({ id: machine.id, equipmentId })).message),
  );
  return (
    <FormModal
      title={t`Link Machine`}
      description={t`Which of your machines is ${name}?`}
      onClose={onClose}
      write={link}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The machine was not linked`}
      submitLabel={t`Link Machine`}
      pendingLabel={t`Linking...`}
      bodyClassName="grid gap-4"
    >
      <EquipmentPickerField hint={t`Its serial number in the feed did not match any machine's`} />
    </FormModal>
  );
}
