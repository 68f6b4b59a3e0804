import { Trans, useLingui } from "@lingui/react/macro";
import type { DatabaseOverview as Overview } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";
import { StatGrid } from "../../../components/ui/stat-grid";
import { formatNumber } from "../../../lib/format";
import { CapabilityList, type DatabaseTab } from "./capability-list";

const count = (value: number) => formatNumber(value);

/** The Overview tab (part 2, 2.13): connection, engine and version, response time, record counts, capabilities. */
export function DatabaseOverview({
  overview,
  onOpen,
}: {
  overview: Overview;
  onOpen: (tab: DatabaseTab) => void;
}) {
  const { connection, health, statistics, isolation } = overview;
  const { t } = useLingui();
  const maxRows = count(isolation.maxRows);
  const maxCost = count(isolation.maxCost);
  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">
            <Trans>Connection</Trans>
          </h2>
          <Badge tone={health.connected ? "success" : "danger"}>
            {health.connected ? t`Connected` : t`Not connected`}
          </Badge>
        </div>
        <DetailList
          columns={3}
          items={[
            { label: t`Database type`, value: `${overview.type} ${overview.version}` },
            { label: t`Response time`, value: `${health.responseTime} ms` },
            { label: t`Database`, value: connection.database },
            { label: t`Host`, value: connection.host },
          ]}
        />
      </Card>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">
          <Trans>Record counts for your organization</Trans>
        </h2>
        <StatGrid
          label={t`Record counts`}
          stats={[
            { label: t`Organizations`, value: count(statistics.organizations) },
            { label: t`Users`, value: count(statistics.users) },
            { label: t`Equipment`, value: count(statistics.equipment) },
            { label: t`Work Orders`, value: count(statistics.workOrders) },
          ]}
        />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">
          <Trans>Capabilities</Trans>
        </h2>
        <CapabilityList capabilities={overview.capabilities} onOpen={onOpen} />
      </section>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">
          <Trans>How the Data and Query tabs are confined</Trans>
        </h2>
        <DetailList
          columns={3}
          items={[
            { label: t`Database role`, value: <code className="font-mono">{isolation.role}</code> },
            { label: t`Transactions`, value: t`Read only, always rolled back` },
            { label: t`Rows shown`, value: t`Your organization's only (row-level security)` },
            { label: t`Row limit`, value: t`${maxRows} rows per query` },
            { label: t`Cost limit`, value: t`${maxCost} (planner estimate)` },
            {
              label: t`Time limit`,
              value:
                isolation.statementTimeoutMs === null
                  ? t`None on PGlite: the cost limit bounds the work`
                  : `${isolation.statementTimeoutMs / 1000} s`,
            },
          ]}
        />
      </Card>
    </div>
  );
}
