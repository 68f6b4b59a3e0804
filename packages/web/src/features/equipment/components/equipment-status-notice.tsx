import { EQUIPMENT_STATUS_NOTICES, type EquipmentStatus } from "@mnx/domain";
import { Alert } from "../../../components/ui/alert";

/** DOWN_FOR_REPAIR and SCHEDULED_MAINTENANCE say so at the top of the details (part 1, 2). */
export function EquipmentStatusNotice({ name, status }: { name: string; status: EquipmentStatus }) {
  const notice = EQUIPMENT_STATUS_NOTICES[status];
  if (!notice) return null;
  return (
    <Alert tone={status === "DOWN_FOR_REPAIR" ? "error" : "warning"}>
      This equipment ({name}) is {notice}.
    </Alert>
  );
}
