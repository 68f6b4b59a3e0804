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
  const folder = mkdtempSync(join(tmpdir(), "mnx-private-pg-"));
  const data = join(folder, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresAccount();
    await chown(folder, uid, gid);
  }
  const program = async (name: string, args: string[]) => {
    const path = join(POSTGRES_BIN, name);
    await (asRoot ? run("runuser", ["-u", "postgres", "--", path, ...args]) : run(path, args));
  };
  const port = await freePort();
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
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
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
