import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, watchProcess } from "./server-process.js";

/** The repository's pooler configuration (deploy/pgbouncer.ini), with its ${...} filled in. */
const PGBOUNCER_CONFIG = fileURLToPath(new URL("../../../../deploy/pgbouncer.ini", import.meta.url));
const PGBOUNCER = process.env.PGBOUNCER_BIN ?? "/usr/sbin/pgbouncer";

export const pgbouncerAvailable = () => existsSync(PGBOUNCER);

export interface Pooler {
  /** `database`'s address through the pooler. */
  urlOf: (database: string) => string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * PgBouncer in transaction mode on a free loopback port, in front of the PostgreSQL at `upstream` (trust, as the
 * test cluster). It refuses to run as root: under root it runs as the `postgres` account.
 */
export async function startPgbouncer(upstream: URL): Promise<Pooler> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), "mnx-pgbouncer-"));
  chmodSync(folder, 0o755);
  const authFile = join(folder, "users.txt");
  writeFileSync(authFile, `"${decodeURIComponent(upstream.username) || "postgres"}" ""\n`);
  const values: Record<string, string> = {
    MNX_PG_HOST: upstream.hostname,
    MNX_PG_PORT: upstream.port || "5432",
    MNX_PGBOUNCER_ADDR: "127.0.0.1",
    MNX_PGBOUNCER_PORT: String(port),
    MNX_PGBOUNCER_AUTH_TYPE: "trust",
    MNX_PGBOUNCER_AUTH_FILE: authFile,
  };
  const ini = readFileSync(PGBOUNCER_CONFIG, "utf8").replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/pgbouncer.ini: no value for ${name}`);
    return value;
  });
  const config = join(folder, "pgbouncer.ini");
  writeFileSync(config, ini);
  for (const file of [authFile, config]) chmodSync(file, 0o644);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = asRoot
    ? spawn("runuser", ["-u", "postgres", "--", PGBOUNCER, config], { stdio: ["ignore", "pipe", "pipe"] })
    : spawn(PGBOUNCER, [config], { stdio: ["ignore", "pipe", "pipe"] });
  const { output, exited } = watchProcess(child);
  const deadline = Date.now() + 10_000;
  while (!output().includes("process up")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`PgBouncer did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const user = decodeURIComponent(upstream.username) || "postgres";
  return {
    urlOf: (database) => `postgres://${user}@127.0.0.1:${port}/${database}`,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
