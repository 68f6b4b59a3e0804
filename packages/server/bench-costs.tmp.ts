// Temporary measurement script (not committed): the report's cost figures on the grown copy.
import { REPORT_PERIODS, reportBuckets, reportRange } from "@mnx/domain";
import { createPostgresDatabase } from "./src/db/postgres.js";
import { findWorkOrderCost } from "./src/modules/costs/cost-repository.js";
import { hasAmounts } from "./src/modules/organization/organization-repository.js";
import { costFigures } from "./src/modules/reports/report-costs.js";
import { buildReport } from "./src/modules/reports/report-service.js";

const db = createPostgresDatabase("postgres://postgres@127.0.0.1:5432/wt26a_bench");
const org = (await db.one<{ id: string; name: string }>(
  "SELECT id, name FROM organizations WHERE slug = 'demo'",
))!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
async function time(label: string, fn: () => Promise<unknown>, runs = 7) {
  await fn();
  const took: number[] = [];
  for (let n = 0; n < runs; n++) {
    const start = performance.now();
    await fn();
    took.push(performance.now() - start);
  }
  console.log(
    `${label.padEnd(40)} median ${median(took).toFixed(1)} ms  min ${Math.min(...took).toFixed(1)}  max ${Math.max(...took).toFixed(1)}`,
  );
}
for (const period of REPORT_PERIODS) {
  const range = reportRange(period);
  await time(`costs only, ${period}`, () => costFigures(db, org.id, range, reportBuckets(range)));
  await time(`whole report, ${period}`, () => buildReport(db, { ...org, showsCosts: true }, period));
  await time(`report without costs, ${period}`, () => buildReport(db, { ...org, showsCosts: false }, period));
}
const job = (await db.one<{ id: string }>(
  "SELECT work_order_id AS id FROM stock_ledger WHERE work_order_id IS NOT NULL ORDER BY created_at DESC LIMIT 1",
))!;
await time("a job's cost", () =>
  findWorkOrderCost(db, { kind: "organization", organizationId: org.id }, job.id),
);
await time("currency lock check", () => hasAmounts(db, org.id));
const sample = await costFigures(db, org.id, reportRange("1y"), reportBuckets(reportRange("1y")));
console.log(
  JSON.stringify({
    ...sample,
    overTime: sample.overTime.length,
    topMachines: sample.topMachines.slice(0, 2),
    topParts: sample.topParts.slice(0, 2),
  }),
);
await db.close();
