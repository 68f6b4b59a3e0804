import { Trans, useLingui } from "@lingui/react/macro";
import {
  INSPECTION_MESSAGES,
  type InspectionSubmission,
  type InspectionSubmissionInput,
  inspectionSignatureContent,
  inspectionSubmissionSchema,
  SIGNATURE_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useSignatureStep } from "../../../components/signatures/use-signature-step";
import { FormModal } from "../../../components/ui/form-modal";
import { MeterField } from "../../../components/ui/meter-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { machineChecklistQuery } from "../api/checklist-queries";
import { useSubmitInspection } from "../api/use-submit-inspection";
import { ChecklistItems, useItemPhotos, useVersionLabel } from "./checklist-items";
import { emptyChecklistItems, type FormChecklist, formChecklist } from "./inspection-checklist";

interface DailyInspectionModalProps {
  /** The daily inspection work order; null keeps the modal closed. */
  workOrder: WorkOrder | null;
  onClose: () => void;
  /** After a successful submit, with the server's message. */
  onSubmitted: (message: string) => void;
}

/** Daily Equipment Inspection (part 1, 2 and 5). Mounted per opening: one Idempotency-Key per opening. */
export function DailyInspectionModal({ workOrder, ...props }: DailyInspectionModalProps) {
  return workOrder ? <ChecklistLoader workOrder={workOrder} {...props} /> : null;
}

/**
 * The machine's checklist (docs/decisions/042), from the device's copy when there is one; without signal and
 * without a copy, the built-in 16 items. The form opens once it is known, on that version.
 */
function ChecklistLoader(props: DailyInspectionModalProps & { workOrder: WorkOrder }) {
  const template = useQuery(machineChecklistQuery(props.workOrder.equipment.id));
  const unavailable = template.isError || (template.isPending && template.fetchStatus === "paused");
  if (!template.data && !unavailable) return null;
  return <InspectionDialog {...props} checklist={formChecklist(template.data)} />;
}

function InspectionDialog({
  workOrder,
  checklist,
  onClose,
  onSubmitted,
}: DailyInspectionModalProps & { workOrder: WorkOrder; checklist: FormChecklist }) {
  const { t } = useLingui();
  const alertRef = useRef<HTMLDivElement>(null);
  const [showMissing, setShowMissing] = useState(false);
  const { itemPhotos, preparing, onItemPhotos, photoMissing } = useItemPhotos(checklist);
  const versionLabel = useVersionLabel(checklist);
  const { form, formId, idempotencyKey, failure, fail, onSubmit } = useWriteForm<
    InspectionSubmissionInput,
    InspectionSubmission
  >({
    schema: inspectionSubmissionSchema,
    defaultValues: {
      workOrderId: workOrder.id,
      ...(checklist.versionId ? { templateVersionId: checklist.versionId } : {}),
      items: emptyChecklistItems(checklist),
      operatorNotes: "",
      hourMeterReading: String(workOrder.equipment.hourMeter),
    },
    serverFields: [],
    failureMessage: domainText(INSPECTION_MESSAGES.submitFailed),
  });
  const submitInspection = useSubmitInspection(idempotencyKey);
  const signature = useSignatureStep(t`Sign the inspection`);
  const { errors } = form.formState;

  // A long form: its failure (a refusal, or unanswered items) takes focus, so it is seen and read out.
  const showFailure = (message: string) => {
    fail(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = onSubmit(
    async (values) => {
      const missingPhoto = photoMissing(values);
      if (missingPhoto) {
        setShowMissing(true);
        showFailure(missingPhoto);
        return;
      }
      // The operator signs what is sent (docs/decisions/043): required here, optional in the API.
      const signed = await signature.sign("INSPECTION", inspectionSignatureContent(values));
      if (!signed) return showFailure(domainText(SIGNATURE_MESSAGES.markRequired));
      const submission = { ...values, signature: signed };
      const answer = await submitInspection.mutateAsync({ submission, photos: itemPhotos.current });
      onSubmitted(answer.message);
      onClose();
    },
    (error) => {
      showFailure(errorMessage(error, domainText(INSPECTION_MESSAGES.submitFailed)));
      return true;
    },
    (invalid) => {
      if (!invalid.items) return;
      setShowMissing(true);
      showFailure(domainText(INSPECTION_MESSAGES.incomplete));
    },
  );

  return (
    <FormModal
      title={t`Daily Equipment Inspection`}
      description={`${workOrder.equipment.equipmentNumber} · ${workOrder.equipment.name}`}
      size="lg"
      onClose={onClose}
      write={submitInspection}
      form={form}
      formId={formId}
      onSubmit={submit}
      savedOffline={t`This inspection`}
      failure={failure}
      failureRef={alertRef}
      bodyClassName="space-y-6"
      submitLabel={t`Submit Inspection`}
      pendingLabel={t`Submitting...`}
      submitDisabled={preparing}
    >
      <p className="text-sm text-ink-muted">
        <Trans>Mark every item before you operate the machine. {versionLabel}.</Trans>
      </p>
      <ChecklistItems checklist={checklist} showMissing={showMissing} onItemPhotos={onItemPhotos} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MeterField
          label={t`Hour Meter Reading`}
          error={errors.hourMeterReading?.message}
          {...form.register("hourMeterReading")}
        />
        <TextAreaField
          label={t`Operator Notes`}
          error={errors.operatorNotes?.message}
          {...form.register("operatorNotes")}
        />
      </div>
      {signature.field}
    </FormModal>
  );
}
