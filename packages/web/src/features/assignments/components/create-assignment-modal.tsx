import { zodResolver } from "@hookform/resolvers/zod";
import {
  ASSIGNMENT_MESSAGES,
  type Assignment,
  type AssignmentForm,
  type AssignmentFormInput,
  assignmentFormSchema,
  type Equipment,
} from "@mnx/domain";
import { useId, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { isApiError } from "../../../lib/api-error";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
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

/** Create Equipment Assignment (part 2, 2.5). Mounted per opening: one Idempotency-Key per opening. */
export function CreateAssignmentModal({ open, ...props }: CreateAssignmentModalProps) {
  return open ? <CreateAssignmentDialog {...props} /> : null;
}

function CreateAssignmentDialog({
  onClose,
  onCreated,
  presetEquipment,
}: Omit<CreateAssignmentModalProps, "open">) {
  const formId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [equipment, setEquipment] = useState<Equipment | null>(presetEquipment ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateAssignment(idempotencyKey);
  const form = useForm<AssignmentFormInput, unknown, AssignmentForm>({
    resolver: zodResolver(assignmentFormSchema),
    defaultValues: assignmentDefaults(presetEquipment),
    // The submit button waits for equipment, operator and job site, so each field says what it lacks on blur.
    mode: "onTouched",
  });
  const [operatorId, jobSite] = form.watch(["operatorId", "jobSite"]);
  const ready = Boolean(equipment && operatorId && jobSite?.trim());

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      if (isApiError(error) && error.code === "EQUIPMENT_ALREADY_ASSIGNED") {
        form.setError(
          "equipmentId",
          { type: "server", message: ASSIGNMENT_MESSAGES.alreadyAssigned },
          { shouldFocus: true },
        );
      } else if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        setFailure(errorMessage(error, ASSIGNMENT_MESSAGES.createFailed));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Create Equipment Assignment"
      description="Put a machine in an operator's hands on a job site."
      size="lg"
      busy={create.isPending}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={create.isPending}
          label="Create Assignment"
          pendingLabel="Creating Assignment..."
          disabled={!ready}
        />
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          {failure ? (
            <Alert tone="error" title="Assignment was not created">
              {failure}
            </Alert>
          ) : null}
          <AssignmentEquipmentSection
            equipment={equipment}
            onEquipment={setEquipment}
            locked={Boolean(presetEquipment)}
          />
          <AssignmentOperatorSection />
          <AssignmentSchedulingSection />
        </form>
      </FormProvider>
    </Modal>
  );
}
