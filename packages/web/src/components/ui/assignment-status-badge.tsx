import { type AssignmentStatus, enumLabel } from "@mnx/domain";
import { Badge, type BadgeTone } from "./badge";

const TONES: Readonly<Record<AssignmentStatus, BadgeTone>> = {
  ACTIVE: "success",
  COMPLETED: "neutral",
  TRANSFERRED: "info",
};

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return <Badge tone={TONES[status]}>{enumLabel(status)}</Badge>;
}
