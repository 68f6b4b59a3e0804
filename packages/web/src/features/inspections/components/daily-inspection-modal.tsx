import { zodResolver } from "@hookform/resolvers/zod";
import {
  emptyInspectionItems,
  INSPECTION_CATEGORIES,
  INSPECTION_MESSAGES,
  type InspectionSubmission,
  type InspectionSubmissionInput,
  inspectionSubmissionSchema,
  type WorkOrder,
} from "@mnx/domain";
import { useId, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { MeterField } from "../../../components/ui/meter-field";
import { Modal } from "../../../components/ui/modal";
import { SavedOfflineNotice } from "../../../components/ui/saved-offline-notice";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { errorMessage } from "../../../lib/error-message";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
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
  const formId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const submitInspection = useSubmitInspection(idempotencyKey);
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
  const form = useForm<InspectionSubmissionInput, unknown, InspectionSubmission>({
    resolver: zodResolver(inspectionSubmissionSchema),
    defaultValues: {
      workOrderId: workOrder.id,
      items: emptyInspectionItems(),
      operatorNotes: "",
      hourMeterReading: String(workOrder.equipment.hourMeter),
    },
  });
  const { errors } = form.formState;

  const showFailure = (message: string) => {
    setFailure(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const answer = await submitInspection.mutateAsync({
          submission: values,
          photos: itemPhotos.current,
        });
        onSubmitted(answer.message);
        onClose();
      } catch (error) {
        showFailure(errorMessage(error, INSPECTION_MESSAGES.submitFailed));
      }
    },
    (invalid) => {
      if (!invalid.items) return;
      setShowMissing(true);
      showFailure(INSPECTION_MESSAGES.incomplete);
    },
  );

  const busy = submitInspection.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      title="Daily Equipment Inspection"
      description={`${workOrder.equipment.equipmentNumber} · ${workOrder.equipment.name}`}
      size="lg"
      busy={busy}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={busy}
          label="Submit Inspection"
          pendingLabel="Submitting..."
          disabled={submitInspection.isPaused || preparing.size > 0}
        />
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
          {submitInspection.isPaused ? <SavedOfflineNotice what="This inspection" /> : null}
          {failure ? (
            <div ref={alertRef} tabIndex={-1} className="outline-none">
              <Alert tone="error">{failure}</Alert>
            </div>
          ) : null}
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
        </form>
      </FormProvider>
    </Modal>
  );
}
