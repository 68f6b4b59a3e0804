import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { freePort, watchProcess } from "./server-process.js";

/** The repository's balancer configuration: the tests run the file the recipe ships (deploy/haproxy.cfg). */
const HAPROXY_CONFIG = fileURLToPath(new URL("../../../../deploy/haproxy.cfg", import.meta.url));
const HAPROXY = process.env.HAPROXY_BIN ?? "/usr/sbin/haproxy";

export const haproxyAvailable = () => existsSync(HAPROXY);

export interface Balancer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * HAProxy in the foreground on a free loopback port (or `port`), in front of `servers` (host:port, three of
 * them; a port nobody listens on is a server the health check keeps out).
 */
export async function startHaproxy(servers: readonly string[], port?: number): Promise<Balancer> {
  port ??= await freePort();
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", HAPROXY_CONFIG], {
    env: {
      PATH: process.env.PATH,
      MNX_LB_BIND: `127.0.0.1:${port}`,
      MNX_APP1: servers[0],
      MNX_APP2: servers[1],
      MNX_APP3: servers[2],
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = watchProcess(child);
  const deadline = Date.now() + 10_000;
  const listening = port;
  while (!(await accepts(listening))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`HAProxy did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${listening}`,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
