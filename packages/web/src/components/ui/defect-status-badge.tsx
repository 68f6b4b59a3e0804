import { type DefectStatus, defectStatusTitle } from "@mnx/domain";
import { domainText } from "../../lib/i18n/i18n";
import { Badge, type BadgeTone } from "./badge";

const TONES: Readonly<Record<DefectStatus, BadgeTone>> = {
  OPEN: "danger",
  REPAIR_IN_PROGRESS: "orange",
  REPAIRED: "warning",
  CERTIFIED: "info",
  ACKNOWLEDGED: "success",
  NO_CORRECTION_NEEDED: "neutral",
};

/** Red until repaired, amber while it waits for certification, blue for the operator to acknowledge, then done. */
export function DefectStatusBadge({ status }: { status: DefectStatus }) {
  return <Badge tone={TONES[status]}>{domainText(defectStatusTitle(status))}</Badge>;
}
