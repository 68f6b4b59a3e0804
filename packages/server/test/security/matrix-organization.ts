import { randomBytes, randomUUID } from "node:crypto";
import type { DefectStatus, Role } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { ACCESS_TOKEN_AUDIENCE } from "../../src/modules/auth/access-token.js";
import { accessTokenKey } from "../../src/modules/auth/signing-key-service.js";
import { signedPhotoUrl } from "../../src/modules/photos/photo-links.js";
import { signTestAccessToken } from "../support/access-token.js";
import { photoBytes } from "../support/photo-bytes.js";
import { EVERY_ROLE } from "../support/role-matrix.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";

type WorkOrderStatus = "PENDING" | "ASSIGNED" | "IN_PROGRESS";

/**
 * A throw-away organization for the permission matrix: one account per role, a deactivated account, a machine
 * named with the organization's marker and run by its operator, and a work order on it assigned to its
 * mechanic (so the roles that see only their own work see these). Writes that succeed use the fresh rows that
 * `machine()` and `workOrder()` make, so every call of the matrix starts from the same state.
 */
export interface MatrixOrganization {
  team: TeamOrganization;
  organizationId: string;
  /** A name written into this organization's rows: no other organization's answer may hold it. */
  marker: string;
  machineId: string;
  /** The QR code on `machineId`'s label; it holds a UUID, so the matrix also sends it for another organization. */
  machineCode: string;
  assignmentId: string;
  workOrderId: string;
  /** Every id of this organization the fixture made, to look for in other organizations' answers. */
  ids: () => string[];
  userId: (role: Role) => string;
  /** Authorization headers of the organization's account with this role (one session per role). */
  headers: (role: Role) => Promise<Record<string, string>>;
  /** A new session of this role's account, for calls that end theirs (logout). */
  freshHeaders: (role: Role) => Promise<Record<string, string>>;
  /** A token of an account that was deactivated after signing in. */
  deactivatedHeaders: () => Promise<Record<string, string>>;
  /** A well-signed token of an active account whose lifetime has run out. */
  expiredHeaders: () => Promise<Record<string, string>>;
  /**
   * A summary of everything the organization holds (rows and their last change): a refused call must leave
   * it as it was.
   */
  fingerprint: () => Promise<string>;
  /** A fresh operational machine; with `operated`, run by the organization's operator. */
  machine: (options?: { operated?: boolean }) => Promise<string>;
  /** The ACTIVE assignment of a machine made with `operated`. */
  assignmentOf: (machineId: string) => Promise<string>;
  /** A fresh work order on a fresh machine run by the operator; past PENDING it is the mechanic's. */
  workOrder: (status: WorkOrderStatus) => Promise<string>;
  /** A 250 h maintenance plan (not due) on a fresh machine. */
  plan: () => Promise<{ machineId: string; planId: string }>;
  /**
   * A fresh part (named with the marker) with 10 in a fresh store, and a fresh truck kept by the
   * organization's mechanic.
   */
  stock: () => Promise<{ partId: string; partNumber: string; storeId: string; truckId: string }>;
  /** A fresh `stock()` part, archived. */
  archivedPart: () => Promise<string>;
  /** A fresh work order of the mechanic's that used 2 of a fresh `stock()` part from its store. */
  partsJob: () => Promise<{ workOrderId: string; partId: string; storeId: string }>;
  /** A fresh work order of the mechanic's, in progress, with a labour line the mechanic recorded. */
  labourJob: () => Promise<{ workOrderId: string; lineId: string }>;
  /** A fresh critical defect (its notes name the marker) on a fresh machine run by the operator. */
  defect: (status: DefectStatus) => Promise<string>;
  /** A fresh photo uploaded by this role's account, not attached yet. */
  photo: (role: Role) => Promise<string>;
  /** The signed address of a fresh photo attached to a fresh work order. */
  photoLink: () => Promise<string>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createMatrixOrganization(
  app: FastifyInstance,
  name: string,
): Promise<MatrixOrganization> {
  const db = app.db;
  const team = await createTeamOrganization(db, name);
  const organizationId = team.organizationId;
  const marker = `Matrix marker ${name} ${randomBytes(4).toString("hex")}`;
  const made: string[] = [organizationId, ...Object.values(team.ids)];
  const userId = (role: Role) => team.ids[role];

  const machine = async ({ operated = false } = {}) => {
    const row = await db.one<{ id: string }>(
      `INSERT INTO equipment (organization_id, equipment_number, name, make, status, current_job_site)
       VALUES ($1, $2, $3, 'Matrixmake', 'OPERATIONAL', 'Matrix yard') RETURNING id`,
      [organizationId, `MX-${randomBytes(5).toString("hex").toUpperCase()}`, marker],
    );
    if (!row) throw new Error("machine not inserted");
    made.push(row.id);
    if (operated) {
      await db.query(
        `INSERT INTO equipment_assignments (organization_id, equipment_id, operator_id, job_site, start_date, status)
         VALUES ($1, $2, $3, 'Matrix yard', now() - interval '1 day', 'ACTIVE')`,
        [organizationId, row.id, userId("OPERATOR")],
      );
      await db.query("UPDATE equipment SET assigned_operator_id = $2 WHERE id = $1", [
        row.id,
        userId("OPERATOR"),
      ]);
    }
    return row.id;
  };

  const workOrder = async (status: WorkOrderStatus) => {
    const equipmentId = await machine({ operated: true });
    const mechanic = status === "PENDING" ? null : userId("MECHANIC");
    const id = await db.transaction(async (tx) => {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO work_orders (organization_id, title, description, status, equipment_id, equipment_operator_id,
           reported_by_id, mechanic_id, assigned_to_id, actual_start)
         VALUES ($1, $2, 'Matrix work', $3, $4, $5, $5, $6, $6, CASE WHEN $3 = 'IN_PROGRESS' THEN now() END)
         RETURNING id`,
        [organizationId, marker, status, equipmentId, userId("OPERATOR"), mechanic],
      );
      await tx.query(
        `INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status)
         VALUES ($1, $2, NULL, $3)`,
        [organizationId, row?.id, status],
      );
      return row?.id;
    });
    if (!id) throw new Error("work order not inserted");
    made.push(id);
    return id;
  };

  const plan = async () => {
    const machineId = await machine();
    const row = await db.one<{ id: string }>(
      `INSERT INTO maintenance_plans (organization_id, equipment_id, title, interval_hours, last_service_hours,
         last_service_date)
       VALUES ($1, $2, $3, 250, 0, current_date) RETURNING id`,
      [organizationId, machineId, marker.slice(0, 120)],
    );
    if (!row) throw new Error("plan not inserted");
    made.push(row.id);
    return { machineId, planId: row.id };
  };

  const stock = async () => {
    const tag = randomBytes(5).toString("hex");
    const row = await db.one<{ part_id: string; store_id: string; truck_id: string }>(
      `WITH part AS (
         INSERT INTO parts (organization_id, part_number, name, unit, unit_cost, min_stock)
         VALUES ($1, $2, $3, 'EACH', 7.5, 1) RETURNING id),
       store AS (INSERT INTO stock_locations (organization_id, name, kind) VALUES ($1, $4, 'STORE') RETURNING id),
       truck AS (INSERT INTO stock_locations (organization_id, name, kind, keeper_id)
         VALUES ($1, $5, 'TRUCK', $6) RETURNING id)
       SELECT part.id AS part_id, store.id AS store_id, truck.id AS truck_id FROM part, store, truck`,
      [
        organizationId,
        `MXP-${tag}`,
        marker,
        `Matrix store ${tag}`,
        `Matrix truck ${tag}`,
        userId("MECHANIC"),
      ],
    );
    if (!row) throw new Error("stock not inserted");
    await db.query(
      `INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost)
       VALUES ($1, $2, $3, 'RECEIVED', 10, 7.5)`,
      [organizationId, row.part_id, row.store_id],
    );
    made.push(row.part_id, row.store_id, row.truck_id);
    return { partId: row.part_id, partNumber: `MXP-${tag}`, storeId: row.store_id, truckId: row.truck_id };
  };

  const archivedPart = async () => {
    const { partId } = await stock();
    await db.query("UPDATE parts SET archived_at = now() WHERE id = $1", [partId]);
    return partId;
  };

  const partsJob = async () => {
    const { partId, storeId } = await stock();
    const workOrderId = await workOrder("IN_PROGRESS");
    await db.query(
      `INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost, work_order_id)
       VALUES ($1, $2, $3, 'USED', -2, 7.5, $4)`,
      [organizationId, partId, storeId, workOrderId],
    );
    return { workOrderId, partId, storeId };
  };

  const labourJob = async () => {
    const workOrderId = await workOrder("IN_PROGRESS");
    const row = await db.one<{ id: string }>(
      `INSERT INTO labour_lines (organization_id, work_order_id, user_id, source, hours, hourly_rate, rate_source,
         work_date, note, created_by_id)
       VALUES ($1, $2, $3, 'MANUAL', 2, 40, 'ROLE', current_date, $4, $3) RETURNING id`,
      [organizationId, workOrderId, userId("MECHANIC"), marker.slice(0, 500)],
    );
    if (!row) throw new Error("labour line not inserted");
    made.push(row.id);
    return { workOrderId, lineId: row.id };
  };

  const defect = async (status: DefectStatus) => {
    const equipmentId = await machine({ operated: true });
    const row = await db.one<{ id: string }>(
      `INSERT INTO defects (organization_id, equipment_id, category, item, critical, notes, status, reported_by_id)
       VALUES ($1, $2, 'Operational Systems', 'Steering', true, $3, $4, $5) RETURNING id`,
      [organizationId, equipmentId, marker.slice(0, 500), status, userId("OPERATOR")],
    );
    if (!row) throw new Error("defect not inserted");
    made.push(row.id);
    return row.id;
  };

  const photo = async (role: Role) => {
    const row = await db.one<{ id: string }>(
      `INSERT INTO photos (organization_id, uploaded_by_id, content_type, byte_size)
       VALUES ($1, $2, 'image/jpeg', 256) RETURNING id`,
      [organizationId, userId(role)],
    );
    if (!row) throw new Error("photo not inserted");
    await app.photoStorage.save(organizationId, row.id, photoBytes("jpeg"));
    made.push(row.id);
    return row.id;
  };

  const photoLink = async () => {
    const id = await photo("MECHANIC");
    await db.query("UPDATE photos SET work_order_id = $2, attached_at = now() WHERE id = $1", [
      id,
      await workOrder("ASSIGNED"),
    ]);
    return signedPhotoUrl(db, id);
  };

  const assignmentOf = async (machineId: string) => {
    const row = await db.one<{ id: string }>(
      "SELECT id FROM equipment_assignments WHERE equipment_id = $1 AND status = 'ACTIVE'",
      [machineId],
    );
    if (!row) throw new Error("no active assignment");
    made.push(row.id);
    return row.id;
  };
  const machineId = await machine({ operated: true });
  const machineCode = `MXQR-${randomUUID()}`;
  await db.query("UPDATE equipment SET qr_code = $2 WHERE id = $1", [machineId, machineCode]);
  const assignmentId = await assignmentOf(machineId);
  const workOrderId = await workOrder("ASSIGNED");

  const tokens = new Map<Role, Promise<Record<string, string>>>();
  const freshHeaders = async (role: Role) =>
    bearer(await signTestAccessToken(app, { id: userId(role), organizationId }));
  const headers = (role: Role) => {
    let found = tokens.get(role);
    if (!found) {
      found = freshHeaders(role);
      tokens.set(role, found);
    }
    return found;
  };
  for (const role of EVERY_ROLE) await headers(role);

  const leaver = await team.addPerson("MECHANIC");
  made.push(leaver.id);
  const leaverToken = await signTestAccessToken(app, { id: leaver.id, organizationId });
  await db.query("UPDATE users SET status = 'INACTIVE' WHERE id = $1", [leaver.id]);

  const expiredHeaders = async () => {
    const sessionId = (
      await db.one<{ id: string }>("SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1", [
        userId("VIEWER"),
      ])
    )?.id;
    const token = await new SignJWT({ org: organizationId, sid: sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(userId("VIEWER"))
      .setIssuer(app.config.publicUrl)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await accessTokenKey(db));
    return bearer(token);
  };

  const fingerprint = async () =>
    JSON.stringify(
      await db.one(
        `SELECT (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM equipment WHERE organization_id = $1) AS equipment,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM work_orders WHERE organization_id = $1) AS work_orders,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM equipment_assignments WHERE organization_id = $1) AS assignments,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM users WHERE organization_id = $1) AS users,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM maintenance_plans WHERE organization_id = $1) AS plans,
                (SELECT count(*) FROM work_order_history WHERE organization_id = $1) AS history,
                (SELECT count(*) || '/' || count(work_order_id) FROM photos WHERE organization_id = $1) AS photos,
                (SELECT count(*) FROM user_history WHERE organization_id = $1) AS user_history,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM parts WHERE organization_id = $1) AS parts,
                (SELECT count(*) FROM stock_locations WHERE organization_id = $1) AS stock_locations,
                (SELECT count(*) FROM stock_ledger WHERE organization_id = $1) AS stock_ledger,
                (SELECT count(*) || '/' || count(removed_at) FROM labour_lines WHERE organization_id = $1) AS labour_lines,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM labour_rates WHERE organization_id = $1) AS labour_rates,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM defects WHERE organization_id = $1) AS defects,
                (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM machine_alerts WHERE organization_id = $1) AS machine_alerts,
                (SELECT coalesce(currency, '') || '/' || keep_photo_location || '/' || default_language FROM organizations WHERE id = $1) AS settings`,
        [organizationId],
      ),
    );

  return {
    team,
    fingerprint,
    organizationId,
    marker,
    machineId,
    machineCode,
    assignmentId,
    workOrderId,
    ids: () => [...made],
    userId,
    headers,
    freshHeaders,
    deactivatedHeaders: async () => bearer(leaverToken),
    expiredHeaders,
    machine,
    assignmentOf,
    workOrder,
    plan,
    stock,
    archivedPart,
    partsJob,
    labourJob,
    defect,
    photo,
    photoLink,
  };
}
