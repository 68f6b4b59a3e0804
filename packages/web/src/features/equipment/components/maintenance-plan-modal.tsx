import { useLingui } from "@lingui/react/macro";
import {
  MAINTENANCE_PLAN_CHECKLIST_MAX_ITEMS,
  MAINTENANCE_PLAN_MESSAGES,
  type MaintenancePlan,
  type MaintenancePlanForm,
  type MaintenancePlanFormInput,
  maintenancePlanFormSchema,
} from "@mnx/domain";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import {
  type MaintenancePlanFormValues,
  newPlanValues,
  planValues,
  withChangedLastService,
} from "../api/maintenance-plan-form-values";
import { useSaveMaintenancePlan } from "../api/use-save-maintenance-plan";
import { MaintenancePlanFields } from "./maintenance-plan-fields";

interface MaintenancePlanModalProps {
  equipmentId: string;
  /** The machine's meter: a new plan counts from it unless a last service is given. */
  hourMeter: number;
  /** The plan to edit; null adds one. */
  plan: MaintenancePlan | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const FIELDS = Object.keys(newPlanValues()) as Path<MaintenancePlanFormInput>[];

/** Add / Edit Maintenance Plan: mounted per opening, so each opening has its own Idempotency-Key. */
export function MaintenancePlanModal({
  equipmentId,
  hourMeter,
  plan,
  onClose,
  onSaved,
}: MaintenancePlanModalProps) {
  const { t } = useLingui();
  const maxItems = MAINTENANCE_PLAN_CHECKLIST_MAX_ITEMS;
  const [initial] = useState<MaintenancePlanFormValues>(() => (plan ? planValues(plan) : newPlanValues()));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<
    MaintenancePlanFormInput,
    MaintenancePlanForm
  >({
    schema: maintenancePlanFormSchema,
    defaultValues: initial,
    serverFields: FIELDS,
    failureMessage: domainText(MAINTENANCE_PLAN_MESSAGES.saveFailed),
  });
  const save = useSaveMaintenancePlan(equipmentId, plan?.id ?? null, idempotencyKey);
  const submit = onSubmit(async (values) => {
    const current = form.getValues() as MaintenancePlanFormValues;
    const body = plan ? withChangedLastService(initial, current, values) : values;
    onSaved((await save.mutateAsync(body)).message);
  });
  const label = plan ? t`Save Plan` : t`Add Plan`;

  return (
    <FormModal
      title={plan ? t`Edit Maintenance Plan` : t`Add Maintenance Plan`}
      description={t`Service every N engine hours, every N days, or both. At most ${maxItems} checklist items.`}
      size="md"
      onClose={onClose}
      write={save}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The plan was not saved`}
      submitLabel={label}
      pendingLabel={t`Saving...`}
    >
      <MaintenancePlanFields hourMeter={hourMeter} isNew={plan === null} />
    </FormModal>
  );
}
