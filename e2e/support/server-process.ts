import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_TMP_DIR } from "./environment.js";

const MAIN = fileURLToPath(new URL("../../packages/server/dist/main.js", import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** A port on 127.0.0.1 that nothing listens on: the system picks a free one, and it is closed again. */
export function closedPort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().on("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error(`The server did not start:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      done(listening[1]);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`The server exited (${code}):\n${output}`));
    });
  });
}

/**
 * The built server in a second, short-lived configuration (e.g. a real issuer that cannot be reached), on a
 * port the system picks on 127.0.0.1 and an embedded database of its own, removed when it stops.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = resolve(E2E_TMP_DIR, `data-extra-${Date.now()}-${process.pid}`);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const baseUrl = await waitForListening(child).catch((error: unknown) => {
    child.kill("SIGTERM");
    throw error;
  });
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
