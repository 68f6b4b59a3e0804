// `npx tsx src/lantern-replay.ts <run>.trace.json` (a run kept by `BENCH_WEB_REPORTS=<dir> npm run bench:web`):
// Lighthouse's simulation (Lantern) of that run again, with what it put on the path of each metric: the requests
// and main-thread tasks of the first and largest paint's graphs, each with its simulated start and end, and the
// long tasks it counted towards total blocking time. `LANTERN_CPU_TIME=1` simulates each main-thread task at its
// CPU time instead of its wall time: on a machine other processes keep busy a task's wall time grows while its CPU
// time does not, so this estimates what the same run would have given on a quiet machine (an estimate: it is not
// what Lighthouse reports). `LANTERN_SHOW=fcp,lcp,tbt` picks the parts printed (default all).
import { readFileSync } from "node:fs";
// Lighthouse's own computed artifacts, as its audits use them.
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}
interface SimNode {
  type: "network" | "cpu";
  duration: number;
  request?: { url: string; resourceType: string };
  childEvents?: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, Timing>;
}

const file = process.argv[2];
if (!file) throw new Error("usage: tsx src/lantern-replay.ts <run>.trace.json");
const report = JSON.parse(readFileSync(file.replace(/\.trace\.json$/, ".json"), "utf8"));
const { Trace, DevtoolsLog } = JSON.parse(readFileSync(file, "utf8")) as {
  Trace: { traceEvents: TraceEvent[] };
  DevtoolsLog: unknown[];
};

if (process.env.LANTERN_CPU_TIME === "1") {
  const events = Trace.traceEvents;
  const counts = new Map<string, number>();
  for (const event of events)
    counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const mainThread = events
    .filter(
      (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
    )
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
  for (const event of events) {
    if (`${event.pid}:${event.tid}` !== mainThread || event.ph !== "X") continue;
    if (typeof event.dur === "number" && typeof event.tdur === "number" && event.tdur < event.dur) {
      event.dur = Math.max(event.tdur, 1);
    }
  }
}

const data = {
  trace: Trace,
  devtoolsLog: DevtoolsLog,
  gatherContext: { gatherMode: "navigation" },
  settings: report.configSettings,
  simulator: null,
  URL: {
    requestedUrl: report.requestedUrl,
    mainDocumentUrl: report.mainDocumentUrl ?? report.finalDisplayedUrl,
    finalDisplayedUrl: report.finalDisplayedUrl,
  },
  SourceMaps: [],
} as never; // the shape Lighthouse's audits pass (MetricComputationDataInput), from a run's saved artifacts
const context = { computedCache: new Map(), settings: report.configSettings };
const show = (process.env.LANTERN_SHOW ?? "fcp,lcp,tbt").split(",");
const ms = (value: number) => String(Math.round(value)).padStart(6);
const label = (node: SimNode) =>
  node.type === "network" && node.request
    ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 80)}`
    : `main thread, ${Math.round(node.duration / 1000)} ms observed`;

function printGraph(title: string, estimate: Estimate): void {
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime);
  console.log(`${title}: ${Math.round(estimate.timeInMs)} ms, ${rows.length} steps (start, end, what)`);
  for (const [node, timing] of rows)
    console.log(`  ${ms(timing.startTime)} ${ms(timing.endTime)}  ${label(node)}`);
}

const fcp = await LanternFirstContentfulPaint.request(data, context);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
// Lighthouse's node classes, read through the few fields printed here.
const estimateOf = (result: { pessimisticEstimate: unknown }) => result.pessimisticEstimate as Estimate;
if (show.includes("fcp")) printGraph("First contentful paint (pessimistic graph)", estimateOf(fcp));
if (show.includes("lcp")) printGraph("Largest contentful paint (pessimistic graph)", estimateOf(lcp));
if (show.includes("tbt")) {
  const interactive = await LanternInteractive.request(data, context);
  const estimate = estimateOf(interactive);
  console.log(
    `Tasks of 50 ms or more (simulated) before time to interactive, ${Math.round(estimate.timeInMs)} ms:`,
  );
  for (const [node, timing] of [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type !== "cpu" || timing.duration < 50) continue;
    const scripts = new Set(
      (node.childEvents ?? []).flatMap((event) =>
        event.args?.data?.url ? [event.args.data.url.split("/").pop()] : [],
      ),
    );
    console.log(
      `  ${ms(timing.startTime)} ${ms(timing.duration)} ms  ${label(node)}  ${[...scripts].slice(0, 3).join(" ")}`,
    );
  }
}
console.log(
  `FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms, TBT ${Math.round(tbt.timing)} ms` +
    (process.env.LANTERN_CPU_TIME === "1"
      ? " (main-thread tasks at their CPU time: a quiet machine's estimate)"
      : ""),
);
