import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  can,
  EQUIPMENT_MESSAGES,
  METER_CHART_DAYS,
  METER_KIND_LABELS,
  METER_KINDS,
  type Meter,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { buttonClasses } from "../../../components/ui/button-classes";
import { DismissibleAlert } from "../../../components/ui/dismissible-alert";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { PagedResults } from "../../../components/ui/paged-results";
import { useAuth } from "../../../lib/auth/use-auth";
import { formatDateTime, formatMeterValue } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { machineMetersQuery, machineReadingsQuery } from "../api/meter-queries";
import { ReadingItem } from "./reading-item";

const AddMeterModal = lazyDialog(async () => (await import("./add-meter-modal")).AddMeterModal);
const RecordReadingModal = lazyDialog(
  async () => (await import("./record-reading-modal")).RecordReadingModal,
);
const HoursPerDayChart = lazy(async () => ({
  default: (await import("./hours-per-day-chart")).HoursPerDayChart,
}));

function MeterCard({ meter }: { meter: Meter }) {
  const { t } = useLingui();
  const readAt = formatDateTime(meter.readAt);
  const lifetime = formatMeterValue(meter.kind, meter.lifetimeValue);
  const held = meter.heldReadings;
  return (
    <li className="space-y-1 rounded-lg border border-line bg-surface p-3">
      <p className="text-sm text-ink-muted">{domainText(METER_KIND_LABELS[meter.kind])}</p>
      <p className="text-xl font-bold">{formatMeterValue(meter.kind, meter.value)}</p>
      <p className="text-sm text-ink-muted">
        {meter.readAt ? t`Read ${readAt}` : t`As entered with the machine`}
      </p>
      {meter.lifetimeValue !== meter.value ? (
        <p className="text-sm">
          <Trans>{lifetime} over the machine's life</Trans>
        </p>
      ) : null}
      {held > 0 ? (
        <Badge tone="warning">
          <Trans>{held} held for review</Trans>
        </Badge>
      ) : null}
    </li>
  );
}

/**
 * Equipment Details' meters (docs/decisions/041): each meter as last read, engine hours per day (a chart loaded
 * when shown) and the readings history; managers reach the held readings and the import from here.
 */
export function MachineMetersSection({ equipmentId }: { equipmentId: string }) {
  const { t } = useLingui();
  const role = useAuth().user?.role;
  const meters = useQuery(machineMetersQuery(equipmentId));
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const readings = useQuery(machineReadingsQuery(equipmentId, page));
  const data = meters.data;
  const chartDays = METER_CHART_DAYS;
  const held = data?.meters.reduce((sum, meter) => sum + meter.heldReadings, 0) ?? 0;
  const hoursDays = data?.hoursPerDay.filter((day) => day.hours > 0) ?? [];
  const kinds = data?.meters.map((meter) => meter.kind) ?? [];
  const saved = (message: string) => {
    setRecording(false);
    setAdding(false);
    setNotice(message);
  };

  return (
    <section aria-labelledby="equipment-meters-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="equipment-meters-heading" className="font-semibold">
          <Trans>Meters</Trans>
        </h3>
        <div className="flex flex-wrap gap-2">
          {can(role, "meters.record") && data ? (
            <Button variant="secondary" onClick={() => setRecording(true)}>
              <Trans>Record Reading</Trans>
            </Button>
          ) : null}
          {can(role, "meters.record") && data && kinds.length < METER_KINDS.length ? (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <Trans>Add Meter</Trans>
            </Button>
          ) : null}
          {can(role, "meters.review") && held > 0 ? (
            <Link to="/meter-readings" className={buttonClasses({ variant: "secondary" })}>
              <Trans>Review Held Readings</Trans>
            </Link>
          ) : null}
          {can(role, "meters.import") ? (
            <Link to="/meter-readings/import" className={buttonClasses({ variant: "secondary" })}>
              <Trans>Import Readings</Trans>
            </Link>
          ) : null}
        </div>
      </div>
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      {data ? (
        <RecordReadingModal
          open={recording}
          equipmentId={equipmentId}
          meters={data.meters}
          onClose={() => setRecording(false)}
          onSaved={saved}
        />
      ) : null}
      {data ? (
        <AddMeterModal
          open={adding}
          equipmentId={equipmentId}
          existing={kinds}
          onClose={() => setAdding(false)}
          onSaved={saved}
        />
      ) : null}
      {!data ? (
        <LoadStatePanel
          error={meters.error}
          onRetry={() => void meters.refetch()}
          loadingTitle={t`Loading meters...`}
          errorTitle={t`Unable to load the meters`}
          notFoundTitle={domainText(EQUIPMENT_MESSAGES.notFound)}
        />
      ) : (
        <>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {data.meters.map((meter) => (
              <MeterCard key={meter.id} meter={meter} />
            ))}
          </ul>
          <h4 className="text-sm font-semibold">
            <Trans>Engine hours per day (last {chartDays} days)</Trans>
          </h4>
          {hoursDays.length === 0 ? (
            <p className="text-sm text-ink-muted">
              <Trans>No engine hours recorded in the last {chartDays} days.</Trans>
            </p>
          ) : (
            <Suspense
              fallback={
                <p className="text-sm text-ink-muted">
                  <Trans>Loading the chart...</Trans>
                </p>
              }
            >
              <HoursPerDayChart days={data.hoursPerDay} />
            </Suspense>
          )}
        </>
      )}
      <h4 className="text-sm font-semibold">
        <Trans>Readings</Trans>
      </h4>
      <PagedResults
        query={readings}
        items={(result) => result.readings}
        itemKey={(reading) => reading.id}
        renderItem={(reading) => <ReadingItem reading={reading} />}
        listLabel={t`Meter readings`}
        gridClassName="grid gap-2"
        loadingTitle={t`Loading readings...`}
        errorTitle={t`Unable to load the readings`}
        emptyTitle={t`No readings yet`}
        emptyText={t`Readings come from Start and Complete Work, inspections, assignments, imports and the API.`}
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# reading", other: "# readings" })}`
            : t`${plural(total, { one: "#+ readings", other: "#+ readings" })}`
        }
        pagesLabel={t`Readings pages`}
        onPage={setPage}
      />
    </section>
  );
}
