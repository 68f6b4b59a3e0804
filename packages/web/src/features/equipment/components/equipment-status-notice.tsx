import { useLingui } from "@lingui/react/macro";
import { EQUIPMENT_STATUS_NOTICES, type EquipmentStatus } from "@mnx/domain";
import { Alert } from "../../../components/ui/alert";

/** DOWN_FOR_REPAIR and SCHEDULED_MAINTENANCE say so at the top of the details (part 1, 2). */
export function EquipmentStatusNotice({ name, status }: { name: string; status: EquipmentStatus }) {
  const { t } = useLingui();
  // The domain's notices are sentence ends; each whole sentence is one message here.
  if (!EQUIPMENT_STATUS_NOTICES[status]) return null;
  return status === "DOWN_FOR_REPAIR" ? (
    <Alert tone="error">{t`This equipment (${name}) is currently down for repairs and unavailable for use.`}</Alert>
  ) : (
    <Alert tone="warning">
      {t`This equipment (${name}) is scheduled for maintenance and may have limited availability.`}
    </Alert>
  );
}
