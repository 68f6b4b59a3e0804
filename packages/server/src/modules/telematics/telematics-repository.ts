import {
  LIST_TOTAL_CAP,
  type TelematicsAuthKind,
  type TelematicsMachineStatus,
  type TelematicsMeter,
  type TelematicsPollSummary,
  type TelematicsStatus,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";

// The telematics_connections, telematics_machines and equipment_positions tables' SQL (equipment_levels':
// telematics-levels-repository.ts) (docs/decisions/044):
// this module writes them, no other.

const CONNECTION = `c.id, c.name, c.base_url AS "baseUrl", c.auth_kind AS "authKind", c.token_url AS "tokenUrl",
  c.poll_interval_minutes AS "pollIntervalMinutes", c.meters, c.enabled, c.status, c.last_poll_at AS "lastPollAt",
  c.last_error AS "lastError", c.last_summary AS "lastSummary", c.next_poll_at AS "nextPollAt",
  c.created_at AS "createdAt", c.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM telematics_machines m WHERE m.connection_id = c.id AND m.status = 'UNMATCHED')
    AS "unmatchedMachines"`;

export interface ConnectionRow {
  id: string;
  name: string;
  baseUrl: string;
  authKind: TelematicsAuthKind;
  tokenUrl: string | null;
  pollIntervalMinutes: number;
  meters: TelematicsMeter[];
  enabled: boolean;
  status: TelematicsStatus;
  lastPollAt: Date | null;
  lastError: string | null;
  lastSummary: TelematicsPollSummary | null;
  nextPollAt: Date;
  createdAt: Date;
  updatedAt: Date;
  unmatchedMachines: number;
}

export function findConnections(db: Database, organizationId: string): Promise<ConnectionRow[]> {
  return db.query<ConnectionRow>(
    `SELECT ${CONNECTION} FROM telematics_connections c WHERE c.organization_id = $1 ORDER BY c.created_at, c.id`,
    [organizationId],
  );
}

export function findConnection(db: Database, organizationId: string, id: string) {
  return db.one<ConnectionRow>(
    `SELECT ${CONNECTION} FROM telematics_connections c WHERE c.organization_id = $1 AND c.id = $2`,
    [organizationId, id],
  );
}

export interface ConnectionValues {
  name: string;
  baseUrl: string;
  authKind: TelematicsAuthKind;
  tokenUrl: string | null;
  credentials: string;
  pollIntervalMinutes: number;
  meters: string[];
  enabled: boolean;
}

/** Inserts a connection unless the organization has `limit` already (counted under a lock on the organization). */
export async function insertConnection(
  tx: Database,
  organizationId: string,
  values: ConnectionValues,
  createdById: string,
  limit: number,
) {
  await tx.query("SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE", [organizationId]);
  const row = await tx.one<{ id: string }>(
    `INSERT INTO telematics_connections (organization_id, name, base_url, auth_kind, token_url, credentials,
       poll_interval_minutes, meters, enabled, created_by_id)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10
     WHERE (SELECT count(*) FROM telematics_connections WHERE organization_id = $1) < $11
     RETURNING id`,
    [
      organizationId,
      values.name,
      values.baseUrl,
      values.authKind,
      values.tokenUrl,
      values.credentials,
      values.pollIntervalMinutes,
      values.meters,
      values.enabled,
      createdById,
      limit,
    ],
  );
  return row?.id;
}

/** Changes what is given (a changed address or credentials clears the error and polls at the next minute). */
export async function updateConnection(
  tx: Database,
  organizationId: string,
  id: string,
  changes: Partial<ConnectionValues>,
): Promise<boolean> {
  const columns: Record<keyof ConnectionValues, string> = {
    name: "name",
    baseUrl: "base_url",
    authKind: "auth_kind",
    tokenUrl: "token_url",
    credentials: "credentials",
    pollIntervalMinutes: "poll_interval_minutes",
    meters: "meters",
    enabled: "enabled",
  };
  const sets: string[] = [];
  const values: unknown[] = [organizationId, id];
  for (const [key, column] of Object.entries(columns) as [keyof ConnectionValues, string][]) {
    if (changes[key] === undefined) continue;
    values.push(changes[key]);
    sets.push(`${column} = $${values.length}${key === "meters" ? "::text[]" : ""}`);
  }
  const reset =
    changes.baseUrl !== undefined || changes.credentials !== undefined || changes.enabled === true;
  const rows = await tx.query(
    `UPDATE telematics_connections SET ${[...sets, "updated_at = now()"].join(", ")}
       ${reset ? ", next_poll_at = now(), consecutive_failures = 0" : ""}
     WHERE organization_id = $1 AND id = $2 RETURNING id`,
    values,
  );
  return rows.length > 0;
}

export async function deleteConnection(tx: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    "DELETE FROM telematics_connections WHERE organization_id = $1 AND id = $2 RETURNING id",
    [organizationId, id],
  );
  return rows.length > 0;
}

/**
 * The scheduler's claim (every minute): the enabled connections whose time has come and that no poll holds (one
 * that started over `staleMinutes` ago is taken as lost),
 * moved to their next time in the same statement, so two servers running the schedule take each once.
 */
export function claimDueConnections(tx: Database, limit: number, staleMinutes: number) {
  return tx.query<{ id: string }>(
    `UPDATE telematics_connections SET next_poll_at = now() + make_interval(mins => poll_interval_minutes)
     WHERE id IN (
       SELECT id FROM telematics_connections
       WHERE enabled AND next_poll_at <= now()
         AND (poll_started_at IS NULL OR poll_started_at < now() - make_interval(mins => $2))
       ORDER BY next_poll_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [limit, staleMinutes],
  );
}

export interface PollTarget {
  id: string;
  organization_id: string;
  name: string;
  base_url: string;
  auth_kind: TelematicsAuthKind;
  token_url: string | null;
  credentials: string;
  meters: TelematicsMeter[];
  poll_interval_minutes: number;
  consecutive_failures: number;
}

/**
 * Takes the connection for one poll: none other runs on it (one that started over `staleMinutes` ago is taken as
 * lost: its server died). Undefined when another poll holds it, or it is gone or disabled.
 */
export function startPoll(db: Database, id: string, staleMinutes: number) {
  return db.one<PollTarget>(
    `UPDATE telematics_connections SET poll_started_at = now()
     WHERE id = $1 AND enabled
       AND (poll_started_at IS NULL OR poll_started_at < now() - make_interval(mins => $2))
     RETURNING id, organization_id, name, base_url, auth_kind, token_url, credentials, meters,
       poll_interval_minutes, consecutive_failures`,
    [id, staleMinutes],
  );
}

export interface PollOutcome {
  status: TelematicsStatus;
  error: string | null;
  summary: TelematicsPollSummary;
  /** Seconds until the next poll. */
  nextInSeconds: number;
  failures: number;
}

export async function finishPoll(db: Database, id: string, outcome: PollOutcome): Promise<void> {
  await db.query(
    `UPDATE telematics_connections SET poll_started_at = NULL, last_poll_at = now(), status = $2, last_error = $3,
       last_summary = $4::jsonb, consecutive_failures = $5, next_poll_at = now() + make_interval(secs => $6)
     WHERE id = $1`,
    [
      id,
      outcome.status,
      outcome.error,
      JSON.stringify(outcome.summary),
      outcome.failures,
      outcome.nextInSeconds,
    ],
  );
}

/** 'Poll now': due at once (the job sent with it polls it). */
export async function markDueNow(tx: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE telematics_connections SET next_poll_at = now()
     WHERE organization_id = $1 AND id = $2 AND enabled RETURNING id`,
    [organizationId, id],
  );
  return rows.length > 0;
}

export interface FeedMachineRow {
  id: string;
  feed_key: string;
  status: TelematicsMachineStatus;
  equipment_id: string | null;
}

export function findFeedMachines(tx: Database, connectionId: string, keys: readonly string[]) {
  return tx.query<FeedMachineRow>(
    `SELECT id, feed_key, status, equipment_id FROM telematics_machines
     WHERE connection_id = $1 AND feed_key = ANY($2::text[])`,
    [connectionId, keys],
  );
}

export interface OurMachine {
  id: string;
  serial: string;
  make: string;
  model: string | null;
}

/** The organization's machines whose serial number is one of `serials` (lower case). */
export function findMachinesBySerial(tx: Database, organizationId: string, serials: readonly string[]) {
  return tx.query<OurMachine>(
    `SELECT id, lower(serial_number) AS serial, make, model FROM equipment
     WHERE organization_id = $1 AND lower(serial_number) = ANY($2::text[])`,
    [organizationId, serials],
  );
}

/** What the feed says of a machine and what we made of it (a feed machine's row and answer share these). */
interface FeedMachineFields {
  oemName: string | null;
  model: string | null;
  serialNumber: string | null;
  pin: string | null;
  feedEquipmentId: string | null;
  status: TelematicsMachineStatus;
  equipmentId: string | null;
  lastHours: number | null;
  lastHoursAt: Date | null;
}

export interface FeedMachineValues extends FeedMachineFields {
  organizationId: string;
  connectionId: string;
  feedKey: string;
}

/** Records a feed machine as seen now; a machine linked or ignored by hand keeps its status and machine. */
export async function upsertFeedMachine(tx: Database, v: FeedMachineValues): Promise<void> {
  await tx.query(
    `INSERT INTO telematics_machines (organization_id, connection_id, feed_key, oem_name, model, serial_number, pin,
       feed_equipment_id, status, equipment_id, last_hours, last_hours_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (connection_id, feed_key) DO UPDATE SET
       oem_name = EXCLUDED.oem_name, model = EXCLUDED.model, serial_number = EXCLUDED.serial_number,
       pin = EXCLUDED.pin, feed_equipment_id = EXCLUDED.feed_equipment_id, last_seen_at = now(),
       last_hours = COALESCE(EXCLUDED.last_hours, telematics_machines.last_hours),
       last_hours_at = COALESCE(EXCLUDED.last_hours_at, telematics_machines.last_hours_at),
       status = CASE WHEN telematics_machines.status IN ('LINKED', 'IGNORED') THEN telematics_machines.status
                     ELSE EXCLUDED.status END,
       equipment_id = CASE WHEN telematics_machines.status IN ('LINKED', 'IGNORED')
                           THEN telematics_machines.equipment_id ELSE EXCLUDED.equipment_id END`,
    [
      v.organizationId,
      v.connectionId,
      v.feedKey,
      v.oemName,
      v.model,
      v.serialNumber,
      v.pin,
      v.feedEquipmentId,
      v.status,
      v.equipmentId,
      v.lastHours,
      v.lastHoursAt,
    ],
  );
}

/** The machine's last known position, when this one was taken later than the one kept. */
export async function upsertPosition(
  tx: Database,
  p: {
    organizationId: string;
    equipmentId: string;
    connectionId: string;
    latitude: number;
    longitude: number;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO equipment_positions (equipment_id, organization_id, latitude, longitude, taken_at, connection_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (equipment_id) DO UPDATE SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
       taken_at = EXCLUDED.taken_at, connection_id = EXCLUDED.connection_id, updated_at = now()
     WHERE equipment_positions.taken_at < EXCLUDED.taken_at
     RETURNING equipment_id`,
    [p.equipmentId, p.organizationId, p.latitude, p.longitude, p.at, p.connectionId],
  );
  return rows.length > 0;
}

const MACHINE = `m.id, m.connection_id AS "connectionId", c.name AS "connectionName", m.oem_name AS "oemName",
  m.model, m.serial_number AS "serialNumber", m.pin, m.feed_equipment_id AS "feedEquipmentId", m.status,
  m.equipment_id AS "equipmentId", m.last_hours AS "lastHours", m.last_hours_at AS "lastHoursAt",
  m.first_seen_at AS "firstSeenAt", m.last_seen_at AS "lastSeenAt"`;

export interface MachineRow extends FeedMachineFields {
  id: string;
  connectionId: string;
  connectionName: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export async function findMachinesPage(
  db: Database,
  organizationId: string,
  status: TelematicsMachineStatus,
  window: { limit: number; offset: number },
) {
  const rows = await db.query<MachineRow>(
    `SELECT ${MACHINE} FROM telematics_machines m JOIN telematics_connections c ON c.id = m.connection_id
     WHERE m.organization_id = $1 AND m.status = $2
     ORDER BY m.last_seen_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
    [organizationId, status, window.limit, window.offset],
  );
  const count = await db.one<{ counted: number }>(
    `SELECT count(*) AS counted FROM (
       SELECT 1 FROM telematics_machines WHERE organization_id = $1 AND status = $2 LIMIT ${LIST_TOTAL_CAP + 1}) c`,
    [organizationId, status],
  );
  return { rows, counted: Number(count?.counted ?? 0) };
}

/** Links a feed machine to one of ours, or ignores it. Answers it, or undefined (another organization's). */
export async function setFeedMachine(
  tx: Database,
  organizationId: string,
  id: string,
  status: "LINKED" | "IGNORED",
  equipmentId: string | null,
) {
  const rows = await tx.query<{ id: string }>(
    `UPDATE telematics_machines SET status = $3, equipment_id = $4 WHERE organization_id = $1 AND id = $2 RETURNING id`,
    [organizationId, id, status, equipmentId],
  );
  if (rows.length === 0) return undefined;
  return tx.one<MachineRow>(
    `SELECT ${MACHINE} FROM telematics_machines m JOIN telematics_connections c ON c.id = m.connection_id
     WHERE m.id = $1`,
    [id],
  );
}

export async function machineOfOrganization(db: Database, organizationId: string, equipmentId: string) {
  const row = await db.one("SELECT 1 FROM equipment WHERE organization_id = $1 AND id = $2", [
    organizationId,
    equipmentId,
  ]);
  return row !== undefined;
}
