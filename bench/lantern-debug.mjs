// temporary (not committed): Lantern's simulated FCP/LCP for a saved run, with the nodes on each graph
import { readFileSync } from "node:fs";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

const [traceFile] = process.argv.slice(2);
const lhr = JSON.parse(readFileSync(traceFile.replace(".trace.json", ".json"), "utf8"));
const { Trace, DevtoolsLog } = JSON.parse(readFileSync(traceFile, "utf8"));
if (process.env.QUIET) {
  // Quiet-machine estimate: each main-thread task lasts its CPU time (tdur) instead of its wall time.
  const events = Trace.traceEvents;
  const names = new Map(events.filter((e) => e.ph === "M" && e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const counts = new Map();
  for (const e of events) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...names].filter(([, n]) => n === "CrRendererMain").map(([k]) => k).sort((a, b) => counts.get(b) - counts.get(a))[0];
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== "X" || typeof e.tdur !== "number" || typeof e.dur !== "number") continue;
    if (e.tdur < e.dur) e.dur = Math.max(e.tdur, 1);
  }
}
const data = {
  trace: Trace,
  devtoolsLog: DevtoolsLog,
  gatherContext: { gatherMode: "navigation" },
  settings: lhr.configSettings,
  simulator: null,
  URL: { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl, finalDisplayedUrl: lhr.finalDisplayedUrl },
  SourceMaps: [],
};
const context = { computedCache: new Map(), settings: lhr.configSettings };
const show = (name, est, graphKind) => {
  const rows = [...est.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  console.log(`${name} ${graphKind}: ${Math.round(est.timeInMs)} ms, ${rows.length} nodes`);
  for (const [node, t] of rows) {
    const what = node.type === "network" ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)}` : `cpu ${Math.round(node.duration / 1000)}ms observed`;
    console.log(`   ${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`);
  }
};
const which = process.env.WHICH ?? "fcp,lcp";
const fcp = await LanternFirstContentfulPaint.request(data, context);
if (which.includes("fcp")) { show("FCP", fcp.optimisticEstimate, "optimistic"); show("FCP", fcp.pessimisticEstimate, "pessimistic"); }
const lcp = await LanternLargestContentfulPaint.request(data, context);
if (which.includes("lcp")) { show("LCP", lcp.optimisticEstimate, "optimistic"); show("LCP", lcp.pessimisticEstimate, "pessimistic"); }
const tbt = await LanternTotalBlockingTime.request(data, context);
console.log("FCP", Math.round(fcp.timing), "LCP", Math.round(lcp.timing), "TBT", Math.round(tbt.timing));
