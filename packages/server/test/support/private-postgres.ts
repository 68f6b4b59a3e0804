import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { chown } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process.js";

const run = promisify(execFile);

/** PostgreSQL 15's programs (Debian's layout); POSTGRES_BIN names another folder. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

export const privatePostgresAvailable = () => existsSync(join(POSTGRES_BIN, "initdb"));

export interface PrivatePostgres {
  /** Connection string of its `postgres` database, as the superuser `postgres` (trust). */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and deletes its folder. */
  destroy: () => Promise<void>;
}

/** The address of database `name` on the cluster. */
export function databaseUrlOf(cluster: PrivatePostgres, name: string): string {
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.href;
}

/** uid and gid of the `postgres` account (Debian's packages create it). */
function postgresAccount(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (!uid || !gid)
    throw new Error("PostgreSQL refuses to run as root, and there is no postgres account to run it as");
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A PostgreSQL cluster of its own (initdb in a temporary folder, a free port), for a test that stops and starts
 * the database: the shared one on 5432 is other tests' too. PostgreSQL refuses to run as root, so under root
 * (CI, this machine) its programs run as the `postgres` account through runuser.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const { folder, data, program } = await clusterFolder("mnx-private-pg-");
  await program("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  return startCluster(folder, data, program);
}

/**
 * A streaming replica of the private cluster at `primaryUrl` (pg_basebackup -R: a standby that follows the
 * primary's WAL and answers reads), on a free port of its own; initdb's trust rules let it replicate.
 * `applyDelayMs`: it applies each change that long after the primary committed it.
 */
export async function startStreamingReplica(
  primaryUrl: string,
  options: { applyDelayMs?: number } = {},
): Promise<PrivatePostgres> {
  const { folder, data, program } = await clusterFolder("mnx-replica-pg-");
  const primary = new URL(primaryUrl);
  await program("pg_basebackup", [
    "-h",
    primary.hostname,
    "-p",
    primary.port,
    "-U",
    "postgres",
    "-D",
    data,
    "-R",
    "-X",
    "stream",
    "--no-sync",
  ]);
  // A replica that applies the primary's changes only after a delay: what a busy one does, made certain.
  const delay = options.applyDelayMs ? `-c recovery_min_apply_delay=${options.applyDelayMs}ms` : "";
  return startCluster(folder, data, program, delay);
}

type Program = (name: string, args: string[]) => Promise<void>;

/** A temporary folder for a cluster, owned by `postgres` under root, and how to run PostgreSQL's programs. */
async function clusterFolder(prefix: string): Promise<{ folder: string; data: string; program: Program }> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresAccount();
    await chown(folder, uid, gid);
  }
  const program: Program = async (name, args) => {
    const path = join(POSTGRES_BIN, name);
    await (asRoot ? run("runuser", ["-u", "postgres", "--", path, ...args]) : run(path, args));
  };
  return { folder, data: join(folder, "data"), program };
}

/** Starts the cluster in `data` on a free loopback port. */
async function startCluster(
  folder: string,
  data: string,
  program: Program,
  extra = "",
): Promise<PrivatePostgres> {
  const port = await freePort();
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50 ${extra}`;
  const start = () =>
    program("pg_ctl", [
      "-D",
      data,
      "-l",
      join(folder, "server.log"),
      "-o",
      settings,
      "-w",
      "-t",
      "60",
      "start",
    ]);
  const stop = () => program("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
