import type { TelematicsPollSummary } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { recordFaultCodes } from "../machine-alerts/machine-alert-writes.js";
import { recordTelematicsReading } from "../meters/meter-writes.js";
import { type FeedMachine, readSnapshotPage, SnapshotError } from "./aemp-snapshot.js";
import { openCredentials } from "./credential-seal.js";
import { type ProviderAuth, providerAuth } from "./provider-auth.js";
import { callProvider, type ProviderAnswer, ProviderError } from "./provider-http.js";
import { upsertLevels } from "./telematics-levels-repository.js";
import {
  findFeedMachines,
  findMachinesBySerial,
  finishPoll,
  type OurMachine,
  type PollTarget,
  startPoll,
  upsertFeedMachine,
  upsertPosition,
} from "./telematics-repository.js";

/** The most pages one poll follows (a snapshot of 100 machines a page: 10,000 machines). */
export const MAX_PAGES = 100;
/** A poll that started this long ago is taken as lost (its server died) and may be run again. */
export const POLL_STALE_MINUTES = 15;
/** Tries of one page that the provider answers 429 or 5xx before the poll gives up. */
const PAGE_TRIES = 3;
/** The longest Retry-After waited within a poll; a longer one ends the poll until then. */
const MAX_WAIT_SECONDS = 60;
/** The wait after a 5xx, doubled at each try. */
const SERVER_ERROR_WAIT_MS = 500;
/** After failed polls, the next waits the interval doubled per failure, at most this long. */
const MAX_BACKOFF_SECONDS = 24 * 3600;

/** The provider asks us to wait longer than a poll waits (429 with a long Retry-After). */
class RateLimited extends Error {
  constructor(readonly seconds: number) {
    super(`The provider limits calls (HTTP 429): polling again in ${seconds} s`);
  }
}

export interface PollDeps {
  allowedHosts: readonly string[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (a number of seconds, or an HTTP date). */
function retryAfterSeconds(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 60;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? 60 : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** One page, asked again after a 429 (waiting its Retry-After), a 5xx (backing off) or a 401 (a new token). */
async function fetchPage(url: string, auth: ProviderAuth, deps: PollDeps): Promise<ProviderAnswer> {
  const sleep = deps.sleep ?? wait;
  let refreshed = false;
  for (let attempt = 1; ; attempt++) {
    const answer = await callProvider({
      url,
      method: "GET",
      headers: {
        authorization: await auth.header(),
        accept: "application/json, application/xml;q=0.9, */*;q=0.1",
      },
      allowedHosts: deps.allowedHosts,
    });
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (answer.status === 401 && !refreshed && (await auth.refresh())) {
      refreshed = true;
      attempt--;
      continue;
    }
    if (answer.status === 401 || answer.status === 403) {
      throw new ProviderError(`The provider refused the credentials (HTTP ${answer.status})`);
    }
    if (answer.status === 429) {
      const seconds = retryAfterSeconds(answer.headers["retry-after"]);
      if (seconds > MAX_WAIT_SECONDS || attempt >= PAGE_TRIES) throw new RateLimited(Math.max(seconds, 60));
      await sleep(seconds * 1000);
      continue;
    }
    if (answer.status >= 500 && attempt < PAGE_TRIES) {
      await sleep(SERVER_ERROR_WAIT_MS * 2 ** (attempt - 1));
      continue;
    }
    throw new ProviderError(`The provider answered HTTP ${answer.status} for ${new URL(url).pathname}`);
  }
}

/** The machine's key in the feed: its serial number, else its PIN, else the feed's equipment id (lower case). */
export const feedKeyOf = (machine: FeedMachine) =>
  (machine.serialNumber ?? machine.pin ?? machine.equipmentId)?.toLowerCase() ?? null;

const same = (a: string | null, b: string | null) =>
  !a || !b || a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Which of our machines a feed machine is: the one whose serial number is its serial number or PIN; when several
 * share it, the one whose make and model agree too. None, or still several: unmatched.
 */
export function matchMachine(machine: FeedMachine, ours: readonly OurMachine[]): OurMachine | undefined {
  const keys = [machine.serialNumber, machine.pin].flatMap((key) => (key ? [key.toLowerCase()] : []));
  const candidates = ours.filter((our) => keys.includes(our.serial));
  if (candidates.length <= 1) return candidates[0];
  const agreeing = candidates.filter(
    (our) => same(our.make, machine.oemName) && same(our.model, machine.model),
  );
  return agreeing.length === 1 ? agreeing[0] : undefined;
}

const emptySummary = (): TelematicsPollSummary => ({
  pages: 0,
  machines: 0,
  matched: 0,
  unmatched: 0,
  accepted: 0,
  held: 0,
  refused: 0,
  ignored: 0,
  positions: 0,
  alerts: 0,
});

/** One page's machines, in one transaction: matched, recorded on the list, their readings and positions. */
async function applyPage(
  db: Database,
  target: PollTarget,
  machines: FeedMachine[],
  summary: TelematicsPollSummary,
) {
  const keyed = machines.flatMap((machine) => {
    const key = feedKeyOf(machine);
    return key ? [{ key, machine }] : [];
  });
  await db.transaction(async (tx) => {
    const known = new Map(
      (
        await findFeedMachines(
          tx,
          target.id,
          keyed.map((k) => k.key),
        )
      ).map((r) => [r.feed_key, r]),
    );
    const serials = keyed.flatMap(({ machine }) =>
      [machine.serialNumber, machine.pin].flatMap((key) => (key ? [key.toLowerCase()] : [])),
    );
    const ours = await findMachinesBySerial(tx, target.organization_id, [...new Set(serials)]);
    for (const { key, machine } of keyed) {
      summary.machines++;
      const row = known.get(key);
      const byHand = row && (row.status === "LINKED" || row.status === "IGNORED");
      const matched = byHand ? undefined : matchMachine(machine, ours);
      const equipmentId = byHand ? row.equipment_id : (matched?.id ?? null);
      await upsertFeedMachine(tx, {
        organizationId: target.organization_id,
        connectionId: target.id,
        feedKey: key,
        oemName: machine.oemName,
        model: machine.model,
        serialNumber: machine.serialNumber,
        pin: machine.pin,
        feedEquipmentId: machine.equipmentId,
        status: matched ? "MATCHED" : "UNMATCHED",
        equipmentId: matched?.id ?? null,
        lastHours: machine.hours?.value ?? null,
        lastHoursAt: machine.hours?.at ?? null,
      });
      if (!equipmentId || row?.status === "IGNORED") {
        if (!equipmentId && row?.status !== "IGNORED") summary.unmatched++;
        continue;
      }
      summary.matched++;
      const readings = [
        { kind: "ENGINE_HOURS" as const, timed: machine.hours },
        { kind: "IDLE_HOURS" as const, timed: machine.idleHours },
        { kind: "ODOMETER" as const, timed: machine.distance },
        { kind: "FUEL_USED" as const, timed: machine.fuelUsed },
      ];
      for (const { kind, timed } of readings) {
        if (!timed || !target.meters.includes(kind)) continue;
        const verdict = await recordTelematicsReading(tx, {
          organizationId: target.organization_id,
          equipmentId,
          connectionId: target.id,
          sender: `Telematics: ${target.name}`.slice(0, 200),
          kind,
          value: timed.value,
          takenAt: timed.at,
        });
        if (verdict.status === "ACCEPTED") summary.accepted++;
        else if (verdict.status === "HELD") summary.held++;
        else if (verdict.status === "REFUSED") summary.refused++;
        else summary.ignored++;
      }
      if (machine.location) {
        const moved = await upsertPosition(tx, {
          organizationId: target.organization_id,
          equipmentId,
          connectionId: target.id,
          latitude: machine.location.latitude,
          longitude: machine.location.longitude,
          at: machine.location.at,
        });
        if (moved) summary.positions++;
      }
      await upsertLevels(tx, {
        organizationId: target.organization_id,
        equipmentId,
        connectionId: target.id,
        fuelRemaining: machine.fuelRemaining,
        defRemaining: machine.defRemaining,
        engineRunning: machine.engineRunning,
      });
      summary.alerts += await recordFaultCodes(tx, {
        organizationId: target.organization_id,
        equipmentId,
        connectionId: target.id,
        faults: machine.faults,
      });
    }
  });
}

/** Reads every page of the snapshot, following `next` links (each checked where it points, as the first). */
async function readSnapshot(
  db: Database,
  target: PollTarget,
  deps: PollDeps,
  summary: TelematicsPollSummary,
) {
  const credentials = await openCredentials(db, target.credentials);
  const auth = providerAuth(
    {
      cacheKey: `${target.id}:${target.credentials.slice(-24)}`,
      authKind: target.auth_kind,
      tokenUrl: target.token_url,
      allowedHosts: deps.allowedHosts,
    },
    credentials,
  );
  const seen = new Set<string>();
  let url: string | null = target.base_url;
  while (url) {
    if (seen.has(url))
      throw new SnapshotError(`The snapshot's next link goes back to a page already read (${url})`);
    if (seen.size >= MAX_PAGES) throw new SnapshotError(`The snapshot has more than ${MAX_PAGES} pages`);
    seen.add(url);
    const answer = await fetchPage(url, auth, deps);
    const contentType = String(answer.headers["content-type"] ?? "");
    let page: ReturnType<typeof readSnapshotPage>;
    try {
      page = readSnapshotPage(answer.body, contentType);
    } catch (error) {
      if (error instanceof SnapshotError) throw new SnapshotError(`Page ${seen.size}: ${error.message}`);
      throw error;
    }
    summary.pages++;
    await applyPage(db, target, page.machines, summary);
    url = page.next ? new URL(page.next, url).toString() : null;
  }
}

export type PollResult =
  | { polled: false }
  | { polled: true; status: string; error: string | null; summary: TelematicsPollSummary };

/**
 * Polls one connection (docs/decisions/044): taken so that no other poll runs on it, every page read and
 * applied, and the outcome written on the connection: OK with what was read, RATE_LIMITED until the provider's
 * Retry-After, or FAILING with the error (the next poll backing off: the interval doubled per failure). A page
 * applied before a later one failed stays applied (its readings were judged and are sound).
 */
export async function pollConnection(
  db: Database,
  connectionId: string,
  deps: PollDeps,
): Promise<PollResult> {
  const target = await startPoll(db, connectionId, POLL_STALE_MINUTES);
  if (!target) return { polled: false };
  const summary = emptySummary();
  const interval = target.poll_interval_minutes * 60;
  try {
    await readSnapshot(db, target, deps, summary);
  } catch (error) {
    if (error instanceof RateLimited) {
      await finishPoll(db, target.id, {
        status: "RATE_LIMITED",
        error: error.message,
        summary,
        nextInSeconds: Math.max(error.seconds, 60),
        failures: target.consecutive_failures,
      });
      return { polled: true, status: "RATE_LIMITED", error: error.message, summary };
    }
    const known = error instanceof ProviderError || error instanceof SnapshotError;
    const message = known ? (error as Error).message : "The poll failed on the server (see its log)";
    const failures = target.consecutive_failures + 1;
    await finishPoll(db, target.id, {
      status: "FAILING",
      error: message.slice(0, 1000),
      summary,
      nextInSeconds: Math.min(interval * 2 ** (failures - 1), MAX_BACKOFF_SECONDS),
      failures,
    });
    if (!known) throw error;
    return { polled: true, status: "FAILING", error: message, summary };
  }
  await finishPoll(db, target.id, {
    status: "OK",
    error: null,
    summary,
    nextInSeconds: interval,
    failures: 0,
  });
  return { polled: true, status: "OK", error: null, summary };
}
