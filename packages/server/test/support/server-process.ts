import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** packages/server: the server runs from its TypeScript source (tsx), so no build is needed first. */
const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** Settings of the test's own process that must not leak into a server it starts. */
const OWN_SETTINGS =
  /^(PORT|HOST|PUBLIC_URL|DATA_DIR|DATABASE_URL|OIDC_\w+|SEED_DEMO|LOG_LEVEL|LOG_FORMAT|AUTH_RATE_LIMIT|TRUST_PROXY|HTTPS_\w+|BOOTSTRAP_\w+|ALLOWED_EMAIL_DOMAINS|DATABASE_\w+|STATEMENT_TIMEOUT_MS|JOBS_IN_SERVER|SHUTDOWN_DRAIN_MS)$/;

/** What a child process writes (stdout and stderr, as they come), and when it has exited. */
export function watchProcess(child: ChildProcess) {
  let output = "";
  const append = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { output: () => output, exited };
}

/** A port nobody listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ServerProcess {
  /** http://127.0.0.1:PORT, where this process listens. */
  url: string;
  child: ChildProcess;
  /** What the process wrote so far (JSON log lines), for checks and for failure messages. */
  output: () => string;
  /** Waits until GET /api/v1/health answers 200. */
  ready: () => Promise<void>;
  /** SIGKILL (a crash) or SIGTERM (a stop); resolves once the process has exited. */
  kill: (signal: "SIGKILL" | "SIGTERM") => Promise<void>;
  /** The exit code once it has exited (null: still running, or ended by a signal). */
  exitCode: () => number | null;
}

/**
 * Starts `node src/main.ts` (through tsx) as its own process on a free port (or `port`: a server started
 * again where a load balancer expects it), listening on 127.0.0.1, with `env` on top of a clean
 * configuration. Call ready() before using it.
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry = "src/main.ts",
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !OWN_SETTINGS.test(name)),
  );
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", entry], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent/mnx-web-dist",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = watchProcess(child);
  const ready = async () => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`The server exited before it answered:\n${output()}`);
      const ok = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not answer /api/v1/health within 90 s:\n${output()}`);
  };

  /** The job-queue worker (src/worker.ts) has no HTTP port: ready once it says it runs. */
  const workerReady = async () => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`The worker exited before it ran:\n${output()}`);
      if (output().includes("worker is running")) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The worker did not start within 90 s:\n${output()}`);
  };

  return {
    url,
    child,
    output,
    ready: entry === "src/worker.ts" ? workerReady : ready,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    exitCode: () => child.exitCode,
  };
}
