import { useLingui } from "@lingui/react/macro";
import {
  type Equipment,
  ESCALATION_MESSAGES,
  type Escalation,
  type EscalationInput,
  escalationIsEmergency,
  escalationSchema,
  type WorkOrder,
} from "@mnx/domain";
import type { Path } from "react-hook-form";
import { PhotoPicker } from "../../../components/photos/photo-picker";
import { FormModal } from "../../../components/ui/form-modal";
import { EmergencyBadge } from "../../../components/ui/work-order-badges";
import { isApiError } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth/use-auth";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import { usePickedPhotos } from "../../../lib/photos/use-picked-photos";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useWriteForm } from "../../../lib/use-write-form";
import { useEscalateIssue } from "../api/use-escalate-issue";
import { EscalateIssueConditions } from "./escalate-issue-conditions";
import { EscalateIssueFields } from "./escalate-issue-fields";

export interface EscalateIssueModalProps {
  open: boolean;
  onClose: () => void;
  /** Opens on this machine with the picker locked (e.g. an equipment card's 'Report Issue'). */
  presetEquipment?: Equipment | null;
  onEscalated: (workOrder: WorkOrder) => void;
}

const FIELDS: readonly Path<EscalationInput>[] = [
  "equipmentId",
  "issueType",
  "severity",
  "title",
  "description",
  "operatorLocation",
  "operatorContactInfo",
];

/** Escalate Equipment Issue (part 1, 2 and 5). Mounted per opening: one Idempotency-Key per opening. */
export function EscalateIssueModal({ open, ...props }: EscalateIssueModalProps) {
  return open ? <EscalateIssueDialog {...props} /> : null;
}

function EscalateIssueDialog({
  onClose,
  presetEquipment,
  onEscalated,
}: Omit<EscalateIssueModalProps, "open">) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { form, formId, idempotencyKey, onSubmit } = useWriteForm<EscalationInput, Escalation>({
    schema: escalationSchema,
    serverFields: FIELDS,
    failureMessage: domainText(ESCALATION_MESSAGES.failed),
    defaultValues: {
      equipmentId: presetEquipment?.id ?? "",
      severity: "MEDIUM",
      title: "",
      description: "",
      operatorLocation: "",
      equipmentInoperable: false,
      safetyConcern: false,
      immediateAttentionRequired: false,
      operatorContactInfo: user?.email ?? "",
    },
    mode: "onTouched",
  });
  const escalate = useEscalateIssue(idempotencyKey);
  const picked = usePickedPhotos();
  const [equipmentId, issueType, title, description, severity, safetyConcern, equipmentInoperable] =
    form.watch([
      "equipmentId",
      "issueType",
      "title",
      "description",
      "severity",
      "safetyConcern",
      "equipmentInoperable",
    ]);
  const ready = Boolean(equipmentId && issueType && title?.trim() && description?.trim());
  const emergency = escalationIsEmergency({
    severity: severity ?? "MEDIUM",
    safetyConcern,
    equipmentInoperable,
  });

  // The spec shows a failed escalation under the fields: a missing machine on Equipment, anything else on
  // the description (the modal has no failure banner).
  const submit = onSubmit(
    async (values) => onEscalated(await escalate.mutateAsync(values, picked.photos)),
    (error) => {
      if (isApiError(error) && error.status === 404) {
        const message = domainText(ESCALATION_MESSAGES.equipmentNotFound);
        form.setError("equipmentId", { type: "server", message }, { shouldFocus: true });
        return true;
      }
      if (applyServerFieldErrors(error, FIELDS, form.setError)) return true;
      const message = errorMessage(error, domainText(ESCALATION_MESSAGES.failed));
      form.setError("description", { type: "server", message }, { shouldFocus: true });
      return true;
    },
  );

  return (
    <FormModal
      title={t`Escalate Equipment Issue`}
      description={t`Report a problem to the shop. It goes straight to the shop foreman's queue.`}
      headerExtra={emergency ? <EmergencyBadge /> : null}
      size="lg"
      onClose={onClose}
      write={escalate}
      form={form}
      formId={formId}
      onSubmit={submit}
      savedOffline={t`This report`}
      failure={null}
      submitLabel={t`Escalate Issue`}
      pendingLabel={t`Escalating...`}
      submitDisabled={!ready || picked.busy}
    >
      <EscalateIssueFields presetEquipment={presetEquipment ?? null} />
      <EscalateIssueConditions />
      <PhotoPicker picked={picked} label={t`Photos of the issue`} disabled={escalate.isPaused} />
    </FormModal>
  );
}
