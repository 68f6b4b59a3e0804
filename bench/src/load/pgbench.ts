import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { CapturedStatement } from "./sql-capture.js";

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  statements: number;
}

/**
 * A pgbench script replaying one request's statements: each `$n` becomes the variable `:sN_n`, given with -D
 * as the captured text, and sent as a parameter (-M extended, as node-postgres sends it). A NULL parameter
 * is written as NULL (pgbench variables cannot hold one).
 */
export function pgbenchScript(statements: readonly CapturedStatement[]): {
  script: string;
  defines: string[];
} {
  const defines: string[] = [];
  const lines = statements.map((statement, s) => {
    const sql = statement.sql.replace(/\$(\d+)/g, (_match, n: string) => {
      const value = statement.params[Number(n) - 1];
      if (value === null || value === undefined) return "NULL";
      const name = `s${s}_${n}`;
      defines.push("-D", `${name}=${value}`);
      return `:${name}`;
    });
    return `${sql.replace(/\s+/g, " ").trim()};`;
  });
  return { script: `${lines.join("\n")}\n`, defines };
}

/** `pgbench -n -M extended -f script -c clients -j 2 -T seconds` against `databaseUrl`. */
export async function runPgbench(
  databaseUrl: string,
  statements: readonly CapturedStatement[],
  clients: number,
  seconds: number,
): Promise<PgbenchResult> {
  const folder = mkdtempSync(join(tmpdir(), "mnx-pgbench-"));
  try {
    const { script, defines } = pgbenchScript(statements);
    const file = join(folder, "request.sql");
    writeFileSync(file, script);
    const url = new URL(databaseUrl);
    const { stdout } = await run(
      "pgbench",
      [
        "-n",
        "-M",
        "extended",
        "-f",
        file,
        "-c",
        String(clients),
        "-j",
        "2",
        "-T",
        String(seconds),
        ...defines,
        "-h",
        url.hostname,
        "-p",
        url.port || "5432",
        "-U",
        decodeURIComponent(url.username || "postgres"),
        url.pathname.slice(1),
      ],
      { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? 0);
    return { tps: Math.round(tps), latencyMs, statements: statements.length };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
