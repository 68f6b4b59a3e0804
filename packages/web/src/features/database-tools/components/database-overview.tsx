import type { DatabaseOverview as Overview } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";
import { StatGrid } from "../../../components/ui/stat-grid";
import { CapabilityList, type DatabaseTab } from "./capability-list";

const count = (value: number) => value.toLocaleString("en-US");

/** The Overview tab (part 2, 2.13): connection, engine and version, response time, record counts, capabilities. */
export function DatabaseOverview({
  overview,
  onOpen,
}: {
  overview: Overview;
  onOpen: (tab: DatabaseTab) => void;
}) {
  const { connection, health, statistics, isolation } = overview;
  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Connection</h2>
          <Badge tone={health.connected ? "success" : "danger"}>
            {health.connected ? "Connected" : "Not connected"}
          </Badge>
        </div>
        <DetailList
          columns={3}
          items={[
            { label: "Database type", value: `${overview.type} ${overview.version}` },
            { label: "Response time", value: `${health.responseTime} ms` },
            { label: "Database", value: connection.database },
            { label: "Host", value: connection.host },
          ]}
        />
      </Card>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Record counts for your organization</h2>
        <StatGrid
          label="Record counts"
          stats={[
            { label: "Organizations", value: count(statistics.organizations) },
            { label: "Users", value: count(statistics.users) },
            { label: "Equipment", value: count(statistics.equipment) },
            { label: "Work Orders", value: count(statistics.workOrders) },
          ]}
        />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Capabilities</h2>
        <CapabilityList capabilities={overview.capabilities} onOpen={onOpen} />
      </section>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">How the Data and Query tabs are confined</h2>
        <DetailList
          columns={3}
          items={[
            { label: "Database role", value: <code className="font-mono">{isolation.role}</code> },
            { label: "Transactions", value: "Read only, always rolled back" },
            { label: "Rows shown", value: "Your organization's only (row-level security)" },
            { label: "Row limit", value: `${count(isolation.maxRows)} rows per query` },
            { label: "Cost limit", value: `${count(isolation.maxCost)} (planner estimate)` },
            {
              label: "Time limit",
              value:
                isolation.statementTimeoutMs === null
                  ? "None on PGlite: the cost limit bounds the work"
                  : `${isolation.statementTimeoutMs / 1000} s`,
            },
          ]}
        />
      </Card>
    </div>
  );
}
