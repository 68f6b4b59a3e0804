import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../../packages/server/dist/main.js", import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  startMs: number;
  rssMb: () => number;
  stop: () => Promise<void>;
}

/** Starts the built server and measures the time until /api/v1/health answers. */
export async function startServer(port: number, dataDir: string): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Up to two minutes: a first start (initdb, migrations, seed) on a busy shared machine can take a while.
  let ready = false;
  for (let attempt = 0; attempt < 2400 && !ready; attempt++) {
    ready = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!ready) {
    child.kill("SIGTERM");
    throw new Error(`the server on port ${port} did not answer /api/v1/health within two minutes`);
  }
  const startMs = performance.now() - started;
  return {
    url,
    child,
    startMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
