import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { INSPECTION_KIND_LABELS, type MachineInspection } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { InspectionReportButton } from "../../../components/ui/inspection-report-button";
import { PagedResults } from "../../../components/ui/paged-results";
import { WorkOrderStatusBadge } from "../../../components/ui/work-order-badges";
import { formatDateTime, formatDay } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { machineInspectionsQuery } from "../api/machine-inspection-queries";

function InspectionCard({ inspection }: { inspection: MachineInspection }) {
  const titleId = useId();
  const { t } = useLingui();
  const done = inspection.completedAt !== null;
  const { defects, criticalDefects: critical } = inspection;
  const found = () => {
    if (defects === 0) return t`No defects`;
    return critical > 0
      ? t`${plural(defects, { one: "# defect", other: "# defects" })}, ${critical} critical`
      : t`${plural(defects, { one: "# defect", other: "# defects" })}`;
  };
  const doneAt = formatDateTime(inspection.completedAt);
  const operator = inspection.operator
    ? `${inspection.operator.firstName} ${inspection.operator.lastName}`
    : null;
  const submitted = () => {
    if (done) return operator ? t`Done ${doneAt} by ${operator}` : t`Done ${doneAt}`;
    return operator ? t`Not submitted by ${operator}` : t`Not submitted`;
  };
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
            <Badge tone="info">{domainText(INSPECTION_KIND_LABELS[inspection.kind])}</Badge>
          )}
          {inspection.criticalDefects > 0 ? (
            <Badge tone="danger">
              <Trans>Critical defect</Trans>
            </Badge>
          ) : null}
          {inspection.signed ? (
            <Badge tone="success">
              <Trans>Signed</Trans>
            </Badge>
          ) : null}
          <WorkOrderStatusBadge status={inspection.status} />
        </div>
      </div>
      <ul className="space-y-0.5 text-sm text-ink-muted">
        <li>{submitted()}</li>
        {done ? <li>{found()}</li> : null}
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
  const { t } = useLingui();
  return (
    <section aria-labelledby="machine-inspections-heading" className="space-y-2">
      <h3 id="machine-inspections-heading" className="font-semibold">
        <Trans>Inspection History</Trans>
      </h3>
      <PagedResults
        query={query}
        items={(data) => data.inspections}
        itemKey={(inspection) => inspection.id}
        renderItem={(inspection) => <InspectionCard inspection={inspection} />}
        listLabel={t`Inspections`}
        gridClassName="grid gap-3 md:grid-cols-2"
        itemClassName="flex"
        loadingTitle={t`Loading inspections...`}
        errorTitle={t`Failed to load inspections`}
        emptyTitle={t`No inspections yet`}
        emptyText={t`The machine's daily checks and periodic inspections show up here.`}
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# inspection", other: "# inspections" })}`
            : t`${plural(total, { other: "#+ inspections" })}`
        }
        pagesLabel={t`Inspection pages`}
        onPage={setPage}
      />
    </section>
  );
}
