import { Trans } from "@lingui/react/macro";
import type { EquipmentStatus } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { equipmentListQuery } from "../api/equipment-queries";
import { equipmentStatusFilters } from "../api/equipment-status-filters";

interface EquipmentStatusListProps {
  title: string;
  status: EquipmentStatus;
  tone: BadgeTone;
  /** Show this many, then '+N more...' (the In Service list). */
  limit?: number;
  emptyText: string;
}

/** One of the Equipment Status tab's lists: the machines in one status, with their count. */
export function EquipmentStatusList({ title, status, tone, limit, emptyText }: EquipmentStatusListProps) {
  const headingId = useId();
  const query = useQuery(equipmentListQuery(equipmentStatusFilters(status)));
  const machines = query.data?.equipment ?? [];
  const total = query.data?.pagination.total ?? 0;
  const shown = limit === undefined ? machines : machines.slice(0, limit);
  const more = total - shown.length;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <Badge tone={tone}>
          {query.data ? total : "—"}
          <span className="sr-only">
            {" "}
            <Trans>machines</Trans>
          </span>
        </Badge>
      </div>
      {query.isPending ? (
        <p className="text-sm text-ink-muted">
          <Trans>Loading equipment...</Trans>
        </p>
      ) : query.isError && !query.data ? (
        <p role="alert" className="text-sm text-danger-ink">
          {query.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-line">
          {shown.map((machine) => (
            <li key={machine.id} className="py-2">
              <p className="font-medium">
                {machine.equipmentNumber} · {machine.name}
              </p>
              <p className="text-sm text-ink-muted">{machine.currentJobSite || <Trans>No job site</Trans>}</p>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          <Trans>+{more} more...</Trans>
        </p>
      ) : null}
    </section>
  );
}
