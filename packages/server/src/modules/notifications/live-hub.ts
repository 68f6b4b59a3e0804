import { type EventKind, liveTopicsOf } from "@mnx/domain";
import type { Database, Subscription } from "../../db/database.js";
import { LIVE_CHANNEL } from "../events/event-writes.js";
import { SESSION_CHANNEL } from "../sessions/session-service.js";

/** One browser's live stream (live-routes.ts writes it). */
export interface LiveConnection {
  userId: string;
  organizationId: string;
  sessionId: string;
  /** Writes server-sent-event text. */
  write(text: string): void;
  /** Ends the stream (the browser reconnects, with a fresh token and Last-Event-ID). */
  close(): void;
}

/** A person's open streams beyond this close their oldest (tabs left open on old devices). */
const STREAMS_PER_PERSON = 20;

export const sseEvent = (event: string, data: object, id?: number) =>
  `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A change: what happened and which screens refresh (no record is named: docs/decisions/035). */
export const changeMessage = (id: number, kind: EventKind) =>
  sseEvent("change", { kind, topics: liveTopicsOf(kind) }, id);

interface LiveMessage {
  t?: unknown;
  o?: unknown;
  e?: unknown;
  u?: unknown;
}

/**
 * This server's live streams, fed by the database's notifications (LIVE_CHANNEL): events reach every stream
 * of their organization, notification changes every stream of the people named, whichever server (or worker
 * process) committed them. PGlite delivers the same notifications in process. A stream ends when its session
 * ends (SESSION_CHANNEL names it) and whenever the subscription may have missed messages (the browser then
 * reconnects and catches up from its Last-Event-ID).
 */
export class LiveHub {
  private readonly organizations = new Map<string, Set<LiveConnection>>();
  private readonly people = new Map<string, Set<LiveConnection>>();
  private subscriptions: Subscription[] = [];

  /**
   * `isLive`: whether a session is still live and its user active (checked again when the database says a
   * session or a user changed); `onEvents`: events arrived (this process's delivery worker is woken).
   */
  constructor(
    private readonly isLive: (sessionId: string, userId: string) => Promise<boolean>,
    private readonly onEvents: () => void = () => {},
  ) {}

  async start(db: Database): Promise<void> {
    const root = db.root;
    this.subscriptions = [
      await root.listen(
        LIVE_CHANNEL,
        (payload) => this.onMessage(payload),
        (listening) => {
          if (!listening) this.closeAll();
        },
      ),
      await root.listen(
        SESSION_CHANNEL,
        (payload) => this.onSessionMessage(payload),
        (listening) => {
          if (!listening) this.closeAll();
        },
      ),
    ];
  }

  async stop(): Promise<void> {
    this.closeAll();
    await Promise.all(this.subscriptions.map((subscription) => subscription.stop()));
    this.subscriptions = [];
  }

  get size(): number {
    let count = 0;
    for (const set of this.people.values()) count += set.size;
    return count;
  }

  add(connection: LiveConnection): void {
    const own = this.people.get(connection.userId) ?? new Set();
    if (own.size >= STREAMS_PER_PERSON) own.values().next().value?.close();
    add(this.people, connection.userId, connection);
    add(this.organizations, connection.organizationId, connection);
  }

  remove(connection: LiveConnection): void {
    remove(this.people, connection.userId, connection);
    remove(this.organizations, connection.organizationId, connection);
  }

  onMessage(payload: string): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    if (message.t === "e" && typeof message.o === "string" && Array.isArray(message.e)) {
      this.onEvents();
      const streams = this.organizations.get(message.o);
      if (!streams) return;
      const text = (message.e as [number, EventKind][]).map(([id, kind]) => changeMessage(id, kind)).join("");
      for (const stream of streams) stream.write(text);
    } else if (message.t === "n" && Array.isArray(message.u)) {
      const text = sseEvent("notifications", {});
      for (const userId of message.u) {
        for (const stream of this.people.get(String(userId)) ?? []) stream.write(text);
      }
    }
  }

  /**
   * `session:<id>` or `user:<id>` (migration 003's triggers: a session or a user row changed): those streams
   * are checked again, and end if their session ended or their user is no longer active (logout,
   * deactivation). An organization's change (its name) ends none.
   */
  onSessionMessage(payload: string): void {
    const [kind, id] = payload.split(":");
    if (!id || (kind !== "user" && kind !== "session")) return;
    const named =
      kind === "user"
        ? [...(this.people.get(id) ?? [])]
        : [...this.people.values()].flatMap((set) => [...set].filter((stream) => stream.sessionId === id));
    for (const stream of named) {
      void this.isLive(stream.sessionId, stream.userId).then(
        (live) => {
          if (!live) stream.close();
        },
        () => stream.close(),
      );
    }
  }

  closeAll(): void {
    for (const set of [...this.people.values()]) for (const stream of [...set]) stream.close();
  }
}

function add(map: Map<string, Set<LiveConnection>>, key: string, connection: LiveConnection) {
  const set = map.get(key) ?? new Set();
  set.add(connection);
  map.set(key, set);
}

function remove(map: Map<string, Set<LiveConnection>>, key: string, connection: LiveConnection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}
