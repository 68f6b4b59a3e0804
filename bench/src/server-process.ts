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

/**
 * Starts the built server and measures the time until /api/v1/health answers. `env` adds settings (e.g.
 * DATABASE_URL); without it the server uses PGlite in `dataDir`.
 */
export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A first start on a new database migrates and seeds it first: on a busy machine that takes minutes.
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (attempt >= 6_000) {
      child.kill("SIGTERM");
      throw new Error("the server did not answer /api/v1/health within 5 minutes");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
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
