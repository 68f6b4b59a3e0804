import { type EquipmentStatus, enumLabel } from "@mnx/domain";
import { domainText } from "../../lib/i18n/i18n";
import { Badge, type BadgeTone } from "./badge";

/** Green when ready, amber when limited, red when it cannot run, grey when out of the fleet. */
export const EQUIPMENT_STATUS_TONES: Readonly<Record<EquipmentStatus, BadgeTone>> = {
  OPERATIONAL: "success",
  IN_SERVICE: "info",
  SCHEDULED_MAINTENANCE: "warning",
  MAINTENANCE: "warning",
  WARNING: "warning",
  DOWN_FOR_REPAIR: "danger",
  CRITICAL: "danger",
  OUT_OF_SERVICE: "neutral",
  RETIRED: "neutral",
};

export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  return <Badge tone={EQUIPMENT_STATUS_TONES[status]}>{domainText(enumLabel(status))}</Badge>;
}
