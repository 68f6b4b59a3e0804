import { Trans, useLingui } from "@lingui/react/macro";
import {
  INSPECTION_KIND_LABELS,
  INSPECTION_MESSAGES,
  PERIODIC_MESSAGES,
  type PeriodicInspectionForm,
  type PeriodicInspectionFormInput,
  type PeriodicSchedule,
  periodicInspectionFormSchema,
  periodicInspectionSignatureContent,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useSignatureStep } from "../../../components/signatures/use-signature-step";
import { FormModal } from "../../../components/ui/form-modal";
import { Modal } from "../../../components/ui/modal";
import { StatePanel } from "../../../components/ui/state-panel";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { machinePeriodicChecklistQuery } from "../api/checklist-queries";
import { useSubmitPeriodicInspection } from "../api/use-submit-periodic-inspection";
import { ChecklistItems, useItemPhotos, useVersionLabel } from "./checklist-items";
import { emptyChecklistItems, type FormChecklist, formChecklist } from "./inspection-checklist";

interface PeriodicInspectionModalProps {
  /** The schedule whose inspection is done; null keeps the modal closed. */
  schedule: PeriodicSchedule | null;
  onClose: () => void;
  onSubmitted: (message: string) => void;
}

/**
 * A periodic inspection (docs/decisions/046): the machine's checklist of the schedule's kind, each item marked
 * (readings checked against their ranges as typed), signed, and sent through the offline queue like the daily
 * check. Mounted per opening: one inspection id and one Idempotency-Key per opening.
 */
export function PeriodicInspectionModal({ schedule, ...props }: PeriodicInspectionModalProps) {
  return schedule ? <PeriodicChecklistLoader schedule={schedule} {...props} /> : null;
}

function PeriodicChecklistLoader(props: PeriodicInspectionModalProps & { schedule: PeriodicSchedule }) {
  const { schedule, onClose } = props;
  const { t } = useLingui();
  const template = useQuery(machinePeriodicChecklistQuery(schedule.equipment.id, schedule.kind));
  if (template.data) return <PeriodicDialog {...props} checklist={formChecklist(template.data)} />;
  if (!template.isError) return null;
  return (
    <Modal open title={schedule.title} onClose={onClose}>
      <StatePanel kind="error" title={t`The checklist could not be opened`}>
        {errorMessage(template.error, domainText(PERIODIC_MESSAGES.noTemplate))}
      </StatePanel>
    </Modal>
  );
}

function PeriodicDialog({
  schedule,
  checklist,
  onClose,
  onSubmitted,
}: PeriodicInspectionModalProps & { schedule: PeriodicSchedule; checklist: FormChecklist }) {
  const { t } = useLingui();
  const alertRef = useRef<HTMLDivElement>(null);
  const [showMissing, setShowMissing] = useState(false);
  const versionLabel = useVersionLabel(checklist);
  const [inspectionId] = useState(() => crypto.randomUUID());
  const { itemPhotos, preparing, onItemPhotos, photoMissing } = useItemPhotos(checklist);
  const { form, formId, idempotencyKey, failure, fail, onSubmit } = useWriteForm<
    PeriodicInspectionFormInput,
    PeriodicInspectionForm
  >({
    schema: periodicInspectionFormSchema,
    defaultValues: {
      id: inspectionId,
      scheduleId: schedule.id,
      templateVersionId: checklist.versionId ?? "",
      items: emptyChecklistItems(checklist),
      notes: "",
    },
    serverFields: [],
    failureMessage: domainText(INSPECTION_MESSAGES.submitFailed),
  });
  const submitInspection = useSubmitPeriodicInspection(idempotencyKey);
  const title = schedule.title;
  const signature = useSignatureStep(t`Sign the inspection`);
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
      const signed = await signature.sign("INSPECTION", periodicInspectionSignatureContent(values));
      if (!signed) return showFailure(domainText(PERIODIC_MESSAGES.signatureRequired));
      const answer = await submitInspection.mutateAsync({
        submission: { ...values, signature: signed },
        photos: itemPhotos.current,
      });
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
      title={domainText(INSPECTION_KIND_LABELS[schedule.kind])}
      description={`${schedule.equipment.equipmentNumber} · ${schedule.equipment.name}`}
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
      submitLabel={t`Sign and Submit`}
      pendingLabel={t`Submitting...`}
      submitDisabled={preparing}
    >
      <p className="text-sm text-ink-muted">
        <Trans>
          {title}. {versionLabel}. Failed items are reported as defects; a critical one takes the machine out
          of service until its repair is certified.
        </Trans>
      </p>
      <ChecklistItems checklist={checklist} showMissing={showMissing} onItemPhotos={onItemPhotos} />
      <TextAreaField
        label={t`Inspector Notes`}
        error={form.formState.errors.notes?.message}
        {...form.register("notes")}
      />
      {signature.field}
    </FormModal>
  );
}
