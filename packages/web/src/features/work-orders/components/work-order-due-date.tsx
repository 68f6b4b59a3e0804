import { Trans } from "@lingui/react/macro";
import { Badge } from "../../../components/ui/badge";
import { formatDate } from "../../../lib/format";
import { dueText } from "./work-order-display";

/** 'Tomorrow · Jan 5, 2025' (the relative label alone when it already is the date), flagged when overdue. */
export function WorkOrderDueDate({ due, overdue }: { due: string; overdue: boolean }) {
  const relative = dueText(due);
  const date = formatDate(due);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{relative === date ? date : `${relative} · ${date}`}</span>
      {overdue ? (
        <Badge tone="danger">
          <Trans>Overdue</Trans>
        </Badge>
      ) : null}
    </span>
  );
}
