import { callServer, workOrderIdOf } from "../processes/calls.js";

/** One call of the load: what it was, when it ended, and how it went (a status, or a network error). */
export interface LoadCall {
  kind: "write" | "read-own-write" | "list";
  at: number;
  status: number | "network-error";
  /** A write's Idempotency-Key and title. */
  key?: string;
  /** The error's code, when the answer was one. */
  code?: string;
}

export interface BalancedLoad {
  calls: LoadCall[];
  /** Stops the loops and waits for the calls in flight. */
  stop: () => Promise<void>;
}

/**
 * A call a person would see fail: a network error, a 5xx, or a write whose key another attempt of it still
 * holds or has applied (409 IDEMPOTENCY_IN_PROGRESS / IDEMPOTENCY_KEY_APPLIED: the balancer re-sent it after
 * its server died holding the key).
 */
export const failed = (call: LoadCall) =>
  call.status === "network-error" || call.status >= 500 || call.code?.startsWith("IDEMPOTENCY_") === true;

/** The calls that failed between two times. */
export const failuresBetween = (calls: readonly LoadCall[], from: number, to: number) =>
  calls.filter((call) => call.at >= from && call.at <= to && failed(call));

/**
 * A bounded load through the balancer: `clients` loops, each writing a work order (its own Idempotency-Key
 * and title), reading it back at once (through whichever server the balancer picks), and reading a list
 * page, until stopped. Every call is recorded.
 */
export function startBalancedLoad(
  base: string,
  options: { token: string; machineId: string; prefix: string; clients: number },
): BalancedLoad {
  const calls: LoadCall[] = [];
  let running = true;
  const timed = async (kind: LoadCall["kind"], run: () => ReturnType<typeof callServer>, key?: string) => {
    try {
      const answer = await run();
      calls.push({ kind, at: Date.now(), status: answer.status, key, code: answer.body?.code });
      return answer;
    } catch {
      calls.push({ kind, at: Date.now(), status: "network-error", key });
      return undefined;
    }
  };
  const loop = async (client: number) => {
    for (let n = 0; running; n++) {
      const key = `${options.prefix}-${client}-${n}`;
      const body = { title: key, description: "Topology load", equipmentId: options.machineId };
      const written = await timed(
        "write",
        () =>
          callServer(base, "POST", "/api/v1/work-orders", {
            token: options.token,
            body,
            idempotencyKey: key,
          }),
        key,
      );
      const id = written?.status === 201 ? workOrderIdOf(written) : undefined;
      if (id) {
        await timed("read-own-write", () =>
          callServer(base, "GET", `/api/v1/work-orders/${id}`, { token: options.token }),
        );
      }
      await timed("list", () =>
        callServer(base, "GET", "/api/v1/work-orders?limit=20", { token: options.token }),
      );
    }
  };
  const loops = Array.from({ length: options.clients }, (_, client) => loop(client));
  return {
    calls,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
