import { type AssignmentStatus, enumLabel } from "@mnx/domain";
import { domainText } from "../../lib/i18n/i18n";
import { Badge, type BadgeTone } from "./badge";

const TONES: Readonly<Record<AssignmentStatus, BadgeTone>> = {
  ACTIVE: "success",
  COMPLETED: "neutral",
  TRANSFERRED: "info",
};

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return <Badge tone={TONES[status]}>{domainText(enumLabel(status))}</Badge>;
}
