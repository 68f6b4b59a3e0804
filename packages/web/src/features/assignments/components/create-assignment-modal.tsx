import { useLingui } from "@lingui/react/macro";
import {
  ASSIGNMENT_MESSAGES,
  type Assignment,
  type AssignmentForm,
  type AssignmentFormInput,
  assignmentFormSchema,
  type Equipment,
} from "@mnx/domain";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { isApiError } from "../../../lib/api-error";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { assignmentDefaults } from "../api/assignment-form-values";
import { useCreateAssignment } from "../api/use-create-assignment";
import { AssignmentEquipmentSection } from "./assignment-equipment-section";
import { AssignmentOperatorSection } from "./assignment-operator-section";
import { AssignmentSchedulingSection } from "./assignment-scheduling-section";

export interface CreateAssignmentModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (assignment: Assignment) => void;
  /** Opens on this machine with the picker locked (e.g. the field-supervisor dashboard's 'Assign Operator'). */
  presetEquipment?: Equipment | null;
}

const FIELDS = Object.keys(assignmentDefaults(null)) as Path<AssignmentFormInput>[];

/**
 * Create Equipment Assignment (part 2, 2.5). Mounted per opening: one Idempotency-Key per opening. Offline, the
 * assignment waits on the device ('Saved on this device') and `onCreated` runs once it has been sent.
 */
export function CreateAssignmentModal({ open, ...props }: CreateAssignmentModalProps) {
  return open ? <CreateAssignmentDialog {...props} /> : null;
}

function CreateAssignmentDialog({
  onClose,
  onCreated,
  presetEquipment,
}: Omit<CreateAssignmentModalProps, "open">) {
  const { t } = useLingui();
  const [equipment, setEquipment] = useState<Equipment | null>(presetEquipment ?? null);
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    AssignmentFormInput,
    AssignmentForm
  >({
    schema: assignmentFormSchema,
    defaultValues: assignmentDefaults(presetEquipment),
    // The submit button waits for equipment, operator and job site, so each field says what it lacks on blur.
    mode: "onTouched",
    serverFields: FIELDS,
    failureMessage: domainText(ASSIGNMENT_MESSAGES.createFailed),
  });
  const create = useCreateAssignment(idempotencyKey);
  const [operatorId, jobSite] = form.watch(["operatorId", "jobSite"]);
  const ready = Boolean(equipment && operatorId && jobSite?.trim());

  const submit = onSubmit(
    async (values) => onCreated(await create.mutateAsync(values)),
    (error) => {
      if (!isApiError(error) || error.code !== "EQUIPMENT_ALREADY_ASSIGNED") return false;
      const message = domainText(ASSIGNMENT_MESSAGES.alreadyAssigned);
      form.setError("equipmentId", { type: "server", message }, { shouldFocus: true });
      return true;
    },
  );

  return (
    <FormModal
      title={t`Create Equipment Assignment`}
      description={t`Put a machine in an operator's hands on a job site.`}
      size="lg"
      onClose={onClose}
      write={create}
      form={form}
      formId={formId}
      onSubmit={submit}
      savedOffline={t`This assignment`}
      failure={failure}
      failureTitle={t`Assignment was not created`}
      submitLabel={t`Create Assignment`}
      pendingLabel={t`Creating Assignment...`}
      submitDisabled={!ready}
    >
      <AssignmentEquipmentSection
        equipment={equipment}
        onEquipment={setEquipment}
        locked={Boolean(presetEquipment)}
      />
      <AssignmentOperatorSection />
      <AssignmentSchedulingSection />
    </FormModal>
  );
}
