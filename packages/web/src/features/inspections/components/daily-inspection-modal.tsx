import {
  emptyInspectionItems,
  INSPECTION_CATEGORIES,
  INSPECTION_MESSAGES,
  type InspectionSubmission,
  type InspectionSubmissionInput,
  inspectionSignatureContent,
  inspectionSubmissionSchema,
  SIGNATURE_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import { useRef, useState } from "react";
import { useSignatureStep } from "../../../components/signatures/use-signature-step";
import { FormModal } from "../../../components/ui/form-modal";
import { MeterField } from "../../../components/ui/meter-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { errorMessage } from "../../../lib/error-message";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { useWriteForm } from "../../../lib/use-write-form";
import { useSubmitInspection } from "../api/use-submit-inspection";
import { InspectionCategorySection } from "./inspection-category-section";

interface DailyInspectionModalProps {
  /** The daily inspection work order; null keeps the modal closed. */
  workOrder: WorkOrder | null;
  onClose: () => void;
  /** After a successful submit, with the server's message. */
  onSubmitted: (message: string) => void;
}

/** Daily Equipment Inspection (part 1, 2 and 5). Mounted per opening: one Idempotency-Key per opening. */
export function DailyInspectionModal({ workOrder, ...props }: DailyInspectionModalProps) {
  return workOrder ? <InspectionDialog workOrder={workOrder} {...props} /> : null;
}

function InspectionDialog({
  workOrder,
  onClose,
  onSubmitted,
}: DailyInspectionModalProps & { workOrder: WorkOrder }) {
  const alertRef = useRef<HTMLDivElement>(null);
  const [showMissing, setShowMissing] = useState(false);
  // Each item's picker reports its photos here; only items needing attention send theirs.
  const itemPhotos = useRef(new Map<number, readonly PickedPhoto[]>());
  const [preparing, setPreparing] = useState<ReadonlySet<number>>(new Set());
  const onItemPhotos = (index: number, photos: readonly PickedPhoto[], busy: boolean) => {
    itemPhotos.current.set(index, photos);
    setPreparing((current) => {
      if (current.has(index) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(index);
      else next.delete(index);
      return next;
    });
  };
  const { form, formId, idempotencyKey, failure, fail, onSubmit } = useWriteForm<
    InspectionSubmissionInput,
    InspectionSubmission
  >({
    schema: inspectionSubmissionSchema,
    defaultValues: {
      workOrderId: workOrder.id,
      items: emptyInspectionItems(),
      operatorNotes: "",
      hourMeterReading: String(workOrder.equipment.hourMeter),
    },
    serverFields: [],
    failureMessage: INSPECTION_MESSAGES.submitFailed,
  });
  const submitInspection = useSubmitInspection(idempotencyKey);
  const signature = useSignatureStep("Sign the inspection");
  const { errors } = form.formState;

  // A long form: its failure (a refusal, or unanswered items) takes focus, so it is seen and read out.
  const showFailure = (message: string) => {
    fail(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = onSubmit(
    async (values) => {
      // The operator signs what is sent (docs/decisions/043): required here, optional in the API.
      const signed = await signature.sign("INSPECTION", inspectionSignatureContent(values));
      if (!signed) return showFailure(SIGNATURE_MESSAGES.markRequired);
      const submission = { ...values, signature: signed };
      const answer = await submitInspection.mutateAsync({ submission, photos: itemPhotos.current });
      onSubmitted(answer.message);
      onClose();
    },
    (error) => {
      showFailure(errorMessage(error, INSPECTION_MESSAGES.submitFailed));
      return true;
    },
    (invalid) => {
      if (!invalid.items) return;
      setShowMissing(true);
      showFailure(INSPECTION_MESSAGES.incomplete);
    },
  );

  return (
    <FormModal
      title="Daily Equipment Inspection"
      description={`${workOrder.equipment.equipmentNumber} · ${workOrder.equipment.name}`}
      size="lg"
      onClose={onClose}
      write={submitInspection}
      form={form}
      formId={formId}
      onSubmit={submit}
      savedOffline="This inspection"
      failure={failure}
      failureRef={alertRef}
      bodyClassName="space-y-6"
      submitLabel="Submit Inspection"
      pendingLabel="Submitting..."
      submitDisabled={preparing.size > 0}
    >
      <p className="text-sm text-ink-muted">
        Mark every item OK or Needs attention before you operate the machine.
      </p>
      {INSPECTION_CATEGORIES.map((category) => (
        <InspectionCategorySection
          key={category}
          category={category}
          showMissing={showMissing}
          onItemPhotos={onItemPhotos}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <MeterField
          label="Hour Meter Reading"
          error={errors.hourMeterReading?.message}
          {...form.register("hourMeterReading")}
        />
        <TextAreaField
          label="Operator Notes"
          error={errors.operatorNotes?.message}
          {...form.register("operatorNotes")}
        />
      </div>
      {signature.field}
    </FormModal>
  );
}
