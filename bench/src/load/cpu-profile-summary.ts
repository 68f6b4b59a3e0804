// Where a server's CPU time went: `tsx src/load/cpu-profile-summary.ts <file.cpuprofile>` (from
// BENCH_CPU_PROF=<folder>). Self time by package (our code, each dependency, Node itself) and the top functions.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error("usage: cpu-profile-summary <file.cpuprofile>");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const packageOf = ({ url, functionName }: ProfileNode["callFrame"]) => {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] ?? url;
  if (url.startsWith("node:")) return "node:*";
  if (url.includes("/packages/server/")) return "@mnx/server";
  if (url.includes("/packages/domain/")) return "@mnx/domain";
  return url;
};
const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);
const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, micros] of self) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  add(packages, packageOf(frame), micros);
  add(
    functions,
    `${frame.functionName || "(anonymous)"} ${frame.url.replace(/.*node_modules\//, "")}:${frame.lineNumber}`,
    micros,
  );
}
const percent = (micros: number) => `${((micros / total) * 100).toFixed(1)}%`;
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, micros]) => `| ${key} | ${percent(micros)} |`);
console.log(`${(total / 1e6).toFixed(1)} s of samples\n\n| where | self time |\n| --- | --- |`);
console.log(top(packages, 15).join("\n"));
console.log("\n| function | self time |\n| --- | --- |");
console.log(top(functions, 20).join("\n"));
