import { formatDateTime, formatDay, INSPECTION_KIND_LABELS, type MachineInspection } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { InspectionReportButton } from "../../../components/ui/inspection-report-button";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { WorkOrderStatusBadge } from "../../../components/ui/work-order-badges";
import { machineInspectionsQuery } from "../api/machine-inspection-queries";

const found = (inspection: MachineInspection) => {
  if (inspection.defects === 0) return "No defects";
  const defects = `${inspection.defects} ${inspection.defects === 1 ? "defect" : "defects"}`;
  return inspection.criticalDefects > 0 ? `${defects}, ${inspection.criticalDefects} critical` : defects;
};

function InspectionCard({ inspection }: { inspection: MachineInspection }) {
  const titleId = useId();
  const done = inspection.completedAt !== null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="font-semibold">
          {formatDay(inspection.inspectionDate, { year: true })}
        </h4>
        <div className="flex flex-wrap gap-1">
          {inspection.kind === "DAILY" ? null : (
            <Badge tone="info">{INSPECTION_KIND_LABELS[inspection.kind]}</Badge>
          )}
          {inspection.criticalDefects > 0 ? <Badge tone="danger">Critical defect</Badge> : null}
          {inspection.signed ? <Badge tone="success">Signed</Badge> : null}
          <WorkOrderStatusBadge status={inspection.status} />
        </div>
      </div>
      <ul className="space-y-0.5 text-sm text-ink-muted">
        <li>
          {done ? `Done ${formatDateTime(inspection.completedAt)}` : "Not submitted"}
          {inspection.operator ? ` by ${inspection.operator.firstName} ${inspection.operator.lastName}` : ""}
        </li>
        {done ? <li>{found(inspection)}</li> : null}
      </ul>
      {done ? <InspectionReportButton inspectionId={inspection.id} /> : null}
    </article>
  );
}

/**
 * Equipment Details' inspection history (GET /equipment/{id}/inspections): every inspection of the machine, daily
 * and periodic, newest day first, what each found, whether it was signed, and its report as a PDF.
 */
export function MachineInspectionsSection({ equipmentId }: { equipmentId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(machineInspectionsQuery(equipmentId, page));
  return (
    <section aria-labelledby="machine-inspections-heading" className="space-y-2">
      <h3 id="machine-inspections-heading" className="font-semibold">
        Inspection History
      </h3>
      <PagedResults
        query={query}
        items={(data) => data.inspections}
        itemKey={(inspection) => inspection.id}
        renderItem={(inspection) => <InspectionCard inspection={inspection} />}
        listLabel="Inspections"
        gridClassName="grid gap-3 md:grid-cols-2"
        itemClassName="flex"
        loadingTitle="Loading inspections..."
        errorTitle="Failed to load inspections"
        emptyTitle="No inspections yet"
        emptyText="The machine's daily checks and periodic inspections show up here."
        countLabel={countOf("inspection", "inspections")}
        pagesLabel="Inspection pages"
        onPage={setPage}
      />
    </section>
  );
}
