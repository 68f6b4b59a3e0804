import {
  buildPagination,
  TELEMATICS_CONNECTION_LIMIT,
  TELEMATICS_MESSAGES,
  type TelematicsConnection,
  type TelematicsConnectionCreate,
  type TelematicsConnectionUpdate,
  type TelematicsMachine,
  type TelematicsMachineQuery,
} from "@mnx/domain";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { sendJobs } from "../../jobs/job-queue.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { checkOutboundUrl } from "../webhooks/outbound-address-service.js";
import { sealCredentials } from "./credential-seal.js";
import { pollJob } from "./telematics-jobs.js";
import {
  type ConnectionRow,
  type ConnectionValues,
  deleteConnection,
  findConnection,
  findConnections,
  findMachinesPage,
  insertConnection,
  type MachineRow,
  machineOfOrganization,
  markDueNow,
  setFeedMachine,
  updateConnection,
} from "./telematics-repository.js";

export { telematicsJobs } from "./telematics-jobs.js";

const iso = (value: Date) => new Date(value).toISOString();
const isoOrNull = (value: Date | null) => (value ? iso(value) : null);

const toConnection = (row: ConnectionRow): TelematicsConnection => ({
  ...row,
  lastPollAt: isoOrNull(row.lastPollAt),
  nextPollAt: iso(row.nextPollAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const toMachine = (row: MachineRow): TelematicsMachine => ({
  ...row,
  lastHoursAt: isoOrNull(row.lastHoursAt),
  firstSeenAt: iso(row.firstSeenAt),
  lastSeenAt: iso(row.lastSeenAt),
});

/** Addresses are checked as webhooks' are (docs/decisions/038): no loopback, private or metadata address. */
const checkAddress = (url: string, config: Config, path: "baseUrl" | "tokenUrl") =>
  checkOutboundUrl(url, config.webhooks.allowedHosts, {
    codePrefix: "TELEMATICS",
    subject: "A telematics provider may not be at",
    path,
  });

async function ownConnection(db: Database, user: AuthenticatedUser, id: string): Promise<ConnectionRow> {
  const row = await findConnection(db, user.organizationId, id);
  if (!row) throw notFound(TELEMATICS_MESSAGES.notFound);
  return row;
}

export async function listConnections(
  db: Database,
  user: AuthenticatedUser,
): Promise<TelematicsConnection[]> {
  return (await findConnections(db, user.organizationId)).map(toConnection);
}

/** Adds a connection (docs/decisions/044): its addresses checked, its credentials sealed; polled within a minute. */
export async function createConnection(
  db: Database,
  config: Config,
  user: AuthenticatedUser,
  body: TelematicsConnectionCreate,
): Promise<TelematicsConnection> {
  await checkAddress(body.baseUrl, config, "baseUrl");
  const tokenUrl = body.authKind === "OAUTH2" ? (body.tokenUrl ?? null) : null;
  if (tokenUrl) await checkAddress(tokenUrl, config, "tokenUrl");
  const credentials = await sealCredentials(db, { username: body.username, password: body.password });
  const id = await db.transaction((tx) =>
    insertConnection(
      tx,
      user.organizationId,
      {
        name: body.name,
        baseUrl: body.baseUrl,
        authKind: body.authKind,
        tokenUrl,
        credentials,
        pollIntervalMinutes: body.pollIntervalMinutes,
        meters: body.meters,
        enabled: body.enabled,
      },
      user.id,
      TELEMATICS_CONNECTION_LIMIT,
    ),
  );
  if (!id) throw new AppError("TELEMATICS_LIMIT", TELEMATICS_MESSAGES.limit, 409);
  return toConnection(await ownConnection(db, user, id));
}

/** Changes a connection; new addresses are checked, new credentials sealed; another organization's id is 404. */
export async function changeConnection(
  db: Database,
  config: Config,
  user: AuthenticatedUser,
  id: string,
  body: TelematicsConnectionUpdate,
): Promise<TelematicsConnection> {
  const current = await ownConnection(db, user, id);
  const authKind = body.authKind ?? current.authKind;
  const tokenUrl =
    authKind === "OAUTH2" ? (body.tokenUrl === undefined ? current.tokenUrl : body.tokenUrl) : null;
  if (authKind === "OAUTH2" && !tokenUrl) {
    throw new AppError("VALIDATION_ERROR", TELEMATICS_MESSAGES.tokenUrl, 400, [
      { path: "tokenUrl", message: TELEMATICS_MESSAGES.tokenUrl },
    ]);
  }
  if (body.baseUrl !== undefined) await checkAddress(body.baseUrl, config, "baseUrl");
  if (tokenUrl && tokenUrl !== current.tokenUrl) await checkAddress(tokenUrl, config, "tokenUrl");
  const changes: Partial<ConnectionValues> = {
    name: body.name,
    baseUrl: body.baseUrl,
    authKind: body.authKind,
    pollIntervalMinutes: body.pollIntervalMinutes,
    meters: body.meters,
    enabled: body.enabled,
  };
  if (body.authKind !== undefined || body.tokenUrl !== undefined) changes.tokenUrl = tokenUrl;
  if (body.username !== undefined && body.password !== undefined) {
    changes.credentials = await sealCredentials(db, { username: body.username, password: body.password });
  }
  const changed = await db.transaction((tx) => updateConnection(tx, user.organizationId, id, changes));
  if (!changed) throw notFound(TELEMATICS_MESSAGES.notFound);
  return toConnection(await ownConnection(db, user, id));
}

export async function removeConnection(db: Database, user: AuthenticatedUser, id: string): Promise<void> {
  const removed = await db.transaction((tx) => deleteConnection(tx, user.organizationId, id));
  if (!removed) throw notFound(TELEMATICS_MESSAGES.notFound);
}

/** 'Poll now': a poll job sent at once (a poll already under way makes it do nothing). */
export async function pollNow(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<TelematicsConnection> {
  const current = await ownConnection(db, user, id);
  if (!current.enabled) {
    throw new AppError("TELEMATICS_DISABLED", "Enable the connection to poll it", 409);
  }
  await db.transaction(async (tx) => {
    if (!(await markDueNow(tx, user.organizationId, id))) throw notFound(TELEMATICS_MESSAGES.notFound);
    await sendJobs(tx, [pollJob(id)]);
  });
  return toConnection(await ownConnection(db, user, id));
}

export async function listFeedMachines(db: Database, user: AuthenticatedUser, query: TelematicsMachineQuery) {
  const { rows, counted } = await findMachinesPage(db, user.organizationId, query.status, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { machines: rows.map(toMachine), pagination: buildPagination(query.page, query.limit, counted) };
}

/** Links a feed machine to one of ours (its readings arrive from the next poll) or ignores it. */
export async function decideFeedMachine(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  decision: { status: "LINKED"; equipmentId: string } | { status: "IGNORED" },
): Promise<TelematicsMachine> {
  const equipmentId = decision.status === "LINKED" ? decision.equipmentId : null;
  if (equipmentId && !(await machineOfOrganization(db, user.organizationId, equipmentId))) {
    throw new AppError("NOT_FOUND", TELEMATICS_MESSAGES.equipmentNotFound, 404, [
      { path: "equipmentId", message: TELEMATICS_MESSAGES.equipmentNotFound },
    ]);
  }
  const row = await db.transaction((tx) =>
    setFeedMachine(tx, user.organizationId, id, decision.status, equipmentId),
  );
  if (!row) throw notFound(TELEMATICS_MESSAGES.machineNotFound);
  return toMachine(row);
}
