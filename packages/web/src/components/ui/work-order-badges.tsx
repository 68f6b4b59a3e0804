import { Trans } from "@lingui/react/macro";
import {
  enumLabel,
  PRIORITY_COLORS,
  type WorkOrderPriority,
  type WorkOrderStatus,
  type WorkOrderType,
} from "@mnx/domain";
import { domainText } from "../../lib/i18n/i18n";
import { Badge, type BadgeTone } from "./badge";

const PRIORITY_TONES: Readonly<Record<(typeof PRIORITY_COLORS)[WorkOrderPriority], BadgeTone>> = {
  green: "success",
  amber: "warning",
  orange: "orange",
  red: "danger",
};

/** Waiting is amber, being worked blue, done green, stopped grey. */
export const WORK_ORDER_STATUS_TONES: Readonly<Record<WorkOrderStatus, BadgeTone>> = {
  PENDING: "warning",
  ASSIGNED: "accent",
  IN_PROGRESS: "info",
  WAITING_PARTS: "orange",
  WAITING_APPROVAL: "orange",
  ON_HOLD: "neutral",
  COMPLETED: "success",
  CANCELLED: "neutral",
};

/** Priority in the spec's colours (part 1, 9): LOW green, MEDIUM amber, HIGH orange, CRITICAL red. */
export function PriorityBadge({ priority }: { priority: WorkOrderPriority }) {
  return <Badge tone={PRIORITY_TONES[PRIORITY_COLORS[priority]]}>{domainText(enumLabel(priority))}</Badge>;
}

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <Badge tone={WORK_ORDER_STATUS_TONES[status]}>{domainText(enumLabel(status))}</Badge>;
}

export function WorkOrderTypeBadge({ type }: { type: WorkOrderType }) {
  return <Badge>{domainText(enumLabel(type))}</Badge>;
}

/** A red 'Emergency' badge with a warning sign (the sign is decoration; the word is the name). */
export function EmergencyBadge() {
  return (
    <Badge tone="danger">
      <svg className="mr-1 size-3.5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path
          d="M12 9v4m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Trans>Emergency</Trans>
    </Badge>
  );
}
