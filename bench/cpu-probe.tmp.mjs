// Scratch tool (not committed): backend CPU time per statement run, independent of the machine's load.
import { readFileSync } from "node:fs";
import pg from "pg";
const [url, file, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const statements = JSON.parse(readFileSync(file, "utf8"));
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query("SET jit = off");
const pid = (await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid;
const ticks = () => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(f[11]) + Number(f[12]);
};
for (const { name, sql, params = [], setup = [] } of statements) {
  for (const s of setup) await client.query(s);
  await client.query(sql, params);
  const t0 = ticks();
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const w = performance.now();
    await client.query(sql, params);
    min = Math.min(min, performance.now() - w);
  }
  const cpu = ((ticks() - t0) * 10) / runs;
  console.log(`${name}: backend CPU ${cpu.toFixed(0)} ms a run, fastest wall ${min.toFixed(0)} ms`);
}
await client.end();
