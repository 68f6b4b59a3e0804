import { randomBytes, randomUUID } from "node:crypto";
import { type Capability, can, INSPECTION_CHECKLIST, type Role } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import { ensureDefaultTemplate } from "../../src/modules/checklists/checklist-writes.js";
import { pickAccount, startSignIn } from "../support/demo-sign-in.js";
import { photoBytes } from "../support/photo-bytes.js";
import type { MatrixOrganization } from "./matrix-organization.js";
import { matrixPeriodicSubmission, matrixSchedule } from "./matrix-periodic.js";

/** A request the matrix sends: the path with its query, and the body of a write. */
export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixContext {
  /** The organization whose ids the request names: the caller's own, or another one's. */
  org: MatrixOrganization;
  role: Role;
  /** The app under test, for requests that need something made first (an inspection, a one-time code). */
  app: FastifyInstance;
}

/**
 * Who may call an operation and how to make a call that succeeds. `access` is the domain capability the
 * route requires (any one of a list), 'authenticated' for every signed-in user, 'public' for no sign-in.
 */
export interface OperationAccess {
  access: Capability | readonly Capability[] | "authenticated" | "public";
  /** A request that succeeds for a role holding the access; the ids come from `org`. */
  request: (ctx: MatrixContext) => MatrixRequest | Promise<MatrixRequest>;
  /** The status of a successful call (200 unless said). */
  status?: number;
  /**
   * What a role holding the access gets with another organization's ids (404 unless said: the other
   * organization's rows do not exist for the caller).
   */
  foreignStatus?: number;
  /** The call ends the caller's session (logout): each call gets a new one. */
  endsSession?: boolean;
  /**
   * Roles holding the access that are still refused this call, and what they get, with the rule that says so
   * in a comment.
   */
  refused?: Partial<Record<Role, number>>;
}

/** Whether a role holds the access a line declares. */
export function mayCall(access: OperationAccess["access"], role: Role): boolean {
  if (access === "public" || access === "authenticated") return true;
  const capabilities: readonly Capability[] = typeof access === "string" ? [access] : access;
  return capabilities.some((capability) => can(role, capability));
}

const v1 = (path: string) => `/api/v1${path}`;

/** Today's daily inspection of a fresh machine of `org`, assigned by its operator (the matrix's inspection). */
async function assignedInspection({ org, app }: MatrixContext): Promise<string> {
  const machine = await org.machine({ operated: true });
  const assigned = await app.inject({
    method: "POST",
    url: v1("/inspections/daily"),
    headers: await org.headers("OPERATOR"),
  });
  return assigned.json().data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === machine).id;
}

/** A browser's push subscription at Chrome's push service (keys of the right lengths; never sent to). */
const pushSubscriptionBody = (id = randomBytes(8).toString("hex")) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
  keys: { p256dh: `B${"Q".repeat(86)}`, auth: "A".repeat(22) },
});
/** A demo account the sign-in steps use (the demo provider lists the seeded organizations' people). */
const DEMO_EMAIL = "viewer@summitridge.example";
const uniqueEmail = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@matrix.example`;

/** A fresh machine of the organization with a reading held for review on its engine hours meter. */
async function matrixHeldReading(app: FastifyInstance, org: MatrixOrganization, machineId: string) {
  const row = await app.db.one<{ id: string }>(
    `INSERT INTO meter_readings (organization_id, equipment_id, meter_id, value, lifetime_value, taken_at, source,
       status, reason_code)
     SELECT m.organization_id, m.equipment_id, m.id, m.current_value + 500, m.current_value + 500,
            now() - interval '1 hour', 'API', 'HELD', 'METER_READING_JUMP'
     FROM meters m WHERE m.organization_id = $1 AND m.equipment_id = $2 AND m.kind = 'ENGINE_HOURS'
     RETURNING id`,
    [org.organizationId, machineId],
  );
  if (!row) throw new Error("held reading not inserted");
  return row.id;
}

/** A CSV naming a fresh machine of the organization by its number (another organization's: no such machine). */
async function matrixCsv(app: FastifyInstance, org: MatrixOrganization) {
  const machineId = await org.machine();
  const row = await app.db.one<{ equipment_number: string }>(
    "SELECT equipment_number FROM equipment WHERE id = $1",
    [machineId],
  );
  return {
    csv: `machine,meter,value,time\n${row?.equipment_number},hours,1000000,${new Date().toISOString()}\n`,
  };
}

/**
 * A telematics connection of the organization (named with its marker; its provider on loopback, so a poll fails at
 * once as refused) with one machine of its feed waiting on the unmatched list.
 */
async function matrixTelematics(app: FastifyInstance, org: MatrixOrganization) {
  const row = await app.db.one<{ connection_id: string; machine_id: string }>(
    `WITH connection AS (
       INSERT INTO telematics_connections (organization_id, name, base_url, auth_kind, credentials, next_poll_at)
       VALUES ($1, $2, 'http://127.0.0.1:9/fleet/1', 'BASIC', 'v1.x.y.z', now() + interval '1 day') RETURNING id)
     INSERT INTO telematics_machines (organization_id, connection_id, feed_key, serial_number, status)
     SELECT $1, id, $3, $3, 'UNMATCHED' FROM connection
     RETURNING connection_id, id AS machine_id`,
    [org.organizationId, `Matrix ${org.marker}`, `matrix-${randomBytes(4).toString("hex")}`],
  );
  if (!row) throw new Error("telematics connection not inserted");
  return { connectionId: row.connection_id, machineId: row.machine_id };
}

/** A fresh open CRITICAL machine alert (its description names the marker) on a fresh machine run by the operator. */
async function matrixAlert(app: FastifyInstance, org: MatrixOrganization) {
  const equipmentId = await org.machine({ operated: true });
  const row = await app.db.one<{ id: string }>(
    `INSERT INTO machine_alerts (organization_id, equipment_id, code, description, severity, feed_severity,
       first_occurred_at, last_occurred_at)
     VALUES ($1, $2, '110-0', $3, 'CRITICAL', 'Critical', now() - interval '1 hour', now() - interval '1 hour')
     RETURNING id`,
    [org.organizationId, equipmentId, `Coolant temperature high ${org.marker}`.slice(0, 1000)],
  );
  if (!row) throw new Error("machine alert not inserted");
  return { alertId: row.id, equipmentId };
}

/** A fresh disabled webhook of the organization (named with its marker) with one delivery in its log. */
async function matrixWebhook(app: FastifyInstance, org: MatrixOrganization) {
  const row = await app.db.one<{ webhook_id: string; delivery_id: string }>(
    `WITH hook AS (
       INSERT INTO webhooks (organization_id, url, kinds, secret, enabled)
       VALUES ($1, $2, ARRAY['USER_ADDED'], 'whsec_matrix', false) RETURNING id),
     event AS (
       INSERT INTO events (organization_id, kind, subject_type, subject_id)
       VALUES ($1, 'USER_ADDED', 'USER', $3) RETURNING id)
     INSERT INTO webhook_deliveries (organization_id, webhook_id, event_id, kind, payload, status)
     SELECT $1, hook.id, event.id, 'USER_ADDED', '{}', 'FAILED' FROM hook, event
     RETURNING webhook_id, id AS delivery_id`,
    [org.organizationId, `https://203.0.113.10/${org.marker}`, org.userId("SUPER_ADMIN")],
  );
  if (!row) throw new Error("webhook not inserted");
  return { webhookId: row.webhook_id, deliveryId: row.delivery_id };
}

/** The organization's default checklist template (made the first time it is needed). */
async function matrixChecklist(app: FastifyInstance, org: MatrixOrganization) {
  await ensureDefaultTemplate(app.db, org.organizationId);
  const row = await app.db.one<{ id: string }>(
    `SELECT id FROM checklist_templates
     WHERE organization_id = $1 AND equipment_type IS NULL AND equipment_id IS NULL`,
    [org.organizationId],
  );
  if (!row) throw new Error("default checklist missing");
  return row.id;
}
const matrixChecklistContent = {
  name: "Matrix checklist",
  sections: [{ title: "Matrix", items: [{ name: "Gauge", kind: "READING", unit: "bar", min: 1, max: 9 }] }],
};

/**
 * Every operation of the OpenAPI document, by `METHOD path` exactly as the document writes it. A new
 * endpoint without a line here fails test/security/permission-matrix.test.ts: add one.
 */
export const OPERATION_ACCESS: Record<string, OperationAccess> = {
  // Public: the health check and the sign-in steps.
  "GET /api/v1/health": { access: "public", request: () => ({ url: v1("/health") }) },
  "GET /api/v1/auth/config": { access: "public", request: () => ({ url: v1("/auth/config") }) },
  "GET /api/v1/auth/google": { access: "public", request: () => ({ url: v1("/auth/google") }) },
  "GET /api/v1/auth/callback": {
    access: "public",
    status: 302,
    // The provider's redirect back, with the state cookie of the browser that started the sign-in.
    request: async ({ app }) => {
      const { browser, page } = await startSignIn(app);
      const callback = await pickAccount(
        browser,
        page,
        DEMO_EMAIL,
        (url) => url.pathname === v1("/auth/callback"),
      );
      return { url: `${callback.pathname}${callback.search}`, headers: { cookie: browser.cookieHeader() } };
    },
  },
  "POST /api/v1/auth/exchange": {
    access: "public",
    request: async ({ app }) => {
      const { browser, page } = await startSignIn(app);
      const landed = await pickAccount(browser, page, DEMO_EMAIL);
      return { url: v1("/auth/exchange"), payload: { code: landed.searchParams.get("code") } };
    },
  },
  "POST /api/v1/auth/refresh": {
    access: "public",
    request: async ({ app }) => {
      const { browser, page } = await startSignIn(app);
      const landed = await pickAccount(browser, page, DEMO_EMAIL);
      const exchanged = await app.inject({
        method: "POST",
        url: v1("/auth/exchange"),
        payload: { code: landed.searchParams.get("code") },
      });
      return { url: v1("/auth/refresh"), payload: { refreshToken: exchanged.json().data.refreshToken } };
    },
  },
  // Any signed-in user.
  "POST /api/v1/auth/logout": {
    access: "authenticated",
    endsSession: true,
    request: () => ({ url: v1("/auth/logout"), payload: {} }),
  },
  "GET /api/v1/auth/profile": { access: "authenticated", request: () => ({ url: v1("/auth/profile") }) },
  "PATCH /api/v1/auth/profile": {
    access: "authenticated",
    request: () => ({ url: v1("/auth/profile"), payload: { phone: "+1 555 010 2000" } }),
  },
  // Users.
  "GET /api/v1/users": { access: "users.list", request: () => ({ url: v1("/users") }) },
  // Reports (docs/decisions/017-reports.md).
  "GET /api/v1/reports": { access: "reports.view", request: () => ({ url: v1("/reports?period=30d") }) },
  "GET /api/v1/reports/export": {
    access: "reports.view",
    request: () => ({ url: v1("/reports/export?period=1y") }),
  },
  // The field supervisor dashboard (docs/decisions/016-field-supervisor.md).
  "GET /api/v1/field-supervisor/overview": {
    access: "dashboard.fieldSupervisor",
    request: () => ({ url: v1("/field-supervisor/overview") }),
  },
  "GET /api/v1/field-supervisor/operators": {
    access: "dashboard.fieldSupervisor",
    request: () => ({ url: v1("/field-supervisor/operators?page=1&limit=20") }),
  },
  "GET /api/v1/field-supervisor/compliance": {
    access: "dashboard.fieldSupervisor",
    request: () => ({ url: v1("/field-supervisor/compliance?list=missed") }),
  },
  "POST /api/v1/users": {
    access: "users.manage",
    status: 201,
    request: () => ({
      url: v1("/users"),
      payload: { email: uniqueEmail("new"), firstName: "Nia", lastName: "Newcomer", role: "MECHANIC" },
    }),
  },
  "GET /api/v1/users/stats": { access: "users.manage", request: () => ({ url: v1("/users/stats") }) },
  "GET /api/v1/users/{id}": {
    access: "users.manage",
    request: ({ org }) => ({ url: v1(`/users/${org.userId("MECHANIC")}`) }),
  },
  "PATCH /api/v1/users/{id}": {
    access: "users.manage",
    request: async ({ org }) => {
      const person = await org.team.addPerson("MECHANIC");
      return { url: v1(`/users/${person.id}`), payload: { role: "OPERATOR" } };
    },
  },
  // Assignments.
  "GET /api/v1/equipment/assignments": {
    access: "assignments.view",
    request: () => ({ url: v1("/equipment/assignments") }),
  },
  "POST /api/v1/equipment/assignments": {
    access: "assignments.create",
    status: 201,
    request: async ({ org }) => ({
      url: v1("/equipment/assignments"),
      payload: {
        equipmentId: await org.machine(),
        operatorId: org.userId("OPERATOR"),
        jobSite: "Matrix site",
      },
    }),
  },
  "GET /api/v1/equipment/assignments/{id}": {
    access: "assignments.view",
    request: ({ org }) => ({ url: v1(`/equipment/assignments/${org.assignmentId}`) }),
  },
  "PATCH /api/v1/equipment/assignments/{id}/end": {
    access: "assignments.end",
    request: async ({ org }) => {
      const machine = await org.machine({ operated: true });
      const assignment = await org.assignmentOf(machine);
      return { url: v1(`/equipment/assignments/${assignment}/end`), payload: {} };
    },
  },
  // Equipment.
  "GET /api/v1/equipment/stats": {
    access: "equipment.view",
    request: () => ({ url: v1("/equipment/stats") }),
  },
  "GET /api/v1/equipment": { access: "equipment.view", request: () => ({ url: v1("/equipment") }) },
  "POST /api/v1/equipment": {
    access: "equipment.create",
    status: 201,
    request: () => ({
      url: v1("/equipment"),
      payload: {
        equipmentNumber: uniqueEmail("EQ").slice(0, 14),
        name: "Matrix new machine",
        make: "Caterpillar",
      },
    }),
  },
  "GET /api/v1/equipment/{id}": {
    access: "equipment.view",
    request: ({ org }) => ({ url: v1(`/equipment/${org.machineId}`) }),
  },
  // Scan to open (docs/decisions/023): the code holds a UUID, so another organization's label is sent too.
  "GET /api/v1/equipment/by-code/{code}": {
    access: "equipment.view",
    request: ({ org }) => ({ url: v1(`/equipment/by-code/${org.machineCode}`) }),
  },
  "PUT /api/v1/equipment/{id}": {
    access: "equipment.update",
    request: async ({ org }) => ({
      url: v1(`/equipment/${await org.machine()}`),
      payload: { notes: "Matrix" },
    }),
  },
  "DELETE /api/v1/equipment/{id}": {
    access: "equipment.delete",
    request: async ({ org }) => ({ url: v1(`/equipment/${await org.machine()}`) }),
  },
  // Work orders.
  "GET /api/v1/work-orders/stats": {
    access: "workOrders.view",
    request: () => ({ url: v1("/work-orders/stats") }),
  },
  "GET /api/v1/work-orders": { access: "workOrders.view", request: () => ({ url: v1("/work-orders") }) },
  "POST /api/v1/work-orders": {
    access: "workOrders.create",
    status: 201,
    // Another organization's machine in the body is the spec's 400 'not found in your organization'.
    foreignStatus: 400,
    request: ({ org }) => ({
      url: v1("/work-orders"),
      payload: { title: "Matrix order", description: "Made by the matrix", equipmentId: org.machineId },
    }),
  },
  "GET /api/v1/work-orders/my": {
    access: "workOrders.view",
    request: () => ({ url: v1("/work-orders/my") }),
  },
  "GET /api/v1/work-orders/equipment/{equipmentId}": {
    access: "workOrders.view",
    request: ({ org }) => ({ url: v1(`/work-orders/equipment/${org.machineId}`) }),
  },
  "GET /api/v1/work-orders/{id}": {
    access: "workOrders.view",
    request: ({ org }) => ({ url: v1(`/work-orders/${org.workOrderId}`) }),
  },
  "PATCH /api/v1/work-orders/{id}": {
    access: ["workOrders.edit", "workOrders.updateStatus", "workOrders.startComplete"],
    // Editors change the fields; the operator and the mechanic move the status of the work they hold.
    request: async ({ org, role }) => ({
      url: v1(`/work-orders/${await org.workOrder("ASSIGNED")}`),
      payload: ["OPERATOR", "MECHANIC"].includes(role)
        ? { status: "IN_PROGRESS" }
        : { title: "Matrix edited" },
    }),
  },
  "POST /api/v1/work-orders/escalate": {
    access: "workOrders.escalate",
    status: 201,
    request: ({ org }) => ({
      url: v1("/work-orders/escalate"),
      payload: {
        equipmentId: org.machineId,
        title: "Matrix escalation",
        issueType: "BREAKDOWN",
        description: "Escalated by the permission matrix",
      },
    }),
  },
  "PATCH /api/v1/work-orders/bulk/status": {
    access: "workOrders.bulkStatus",
    request: async ({ org }) => ({
      url: v1("/work-orders/bulk/status"),
      payload: { updates: [{ id: await org.workOrder("PENDING"), status: "CANCELLED" }] },
    }),
  },
  "PATCH /api/v1/work-orders/{id}/assign": {
    access: "workOrders.assign",
    // The body's mechanic is checked first: another organization's is the 400 'of your organization'.
    foreignStatus: 400,
    request: async ({ org }) => ({
      url: v1(`/work-orders/${await org.workOrder("PENDING")}/assign`),
      payload: { assignedTo: org.userId("MECHANIC") },
    }),
  },
  "PATCH /api/v1/work-orders/{id}/start": {
    access: "workOrders.startComplete",
    request: async ({ org }) => ({
      url: v1(`/work-orders/${await org.workOrder("ASSIGNED")}/start`),
      payload: {},
    }),
  },
  "PATCH /api/v1/work-orders/{id}/complete": {
    access: "workOrders.startComplete",
    request: async ({ org }) => ({
      url: v1(`/work-orders/${await org.workOrder("IN_PROGRESS")}/complete`),
      payload: {},
    }),
  },
  "PATCH /api/v1/work-orders/{id}/cancel": {
    access: "workOrders.cancel",
    request: async ({ org }) => ({
      url: v1(`/work-orders/${await org.workOrder("PENDING")}/cancel`),
      payload: { reason: "Matrix cancel" },
    }),
  },
  // Maintenance plans (docs/decisions/022-maintenance-plans.md): read with the machine.
  "GET /api/v1/equipment/{id}/maintenance-plans": {
    access: "equipment.view",
    request: ({ org }) => ({ url: v1(`/equipment/${org.machineId}/maintenance-plans`) }),
  },
  "POST /api/v1/equipment/{id}/maintenance-plans": {
    access: "maintenancePlans.manage",
    status: 201,
    request: async ({ org }) => ({
      url: v1(`/equipment/${await org.machine()}/maintenance-plans`),
      payload: { title: "Matrix oil service", intervalHours: 250, checklist: ["Change oil"] },
    }),
  },
  "PUT /api/v1/equipment/{id}/maintenance-plans/{planId}": {
    access: "maintenancePlans.manage",
    request: async ({ org }) => {
      const { machineId, planId } = await org.plan();
      return {
        url: v1(`/equipment/${machineId}/maintenance-plans/${planId}`),
        payload: { title: "Matrix hydraulic service", intervalHours: 1000, intervalDays: 365 },
      };
    },
  },
  "DELETE /api/v1/equipment/{id}/maintenance-plans/{planId}": {
    access: "maintenancePlans.manage",
    request: async ({ org }) => {
      const { machineId, planId } = await org.plan();
      return { url: v1(`/equipment/${machineId}/maintenance-plans/${planId}`) };
    },
  },
  // Meters and readings (docs/decisions/041-meters-and-readings.md): read with the machine.
  "GET /api/v1/equipment/{id}/meters": {
    access: "equipment.view",
    request: ({ org }) => ({ url: v1(`/equipment/${org.machineId}/meters`) }),
  },
  "GET /api/v1/equipment/{id}/meter-readings": {
    access: "equipment.view",
    request: ({ org }) => ({ url: v1(`/equipment/${org.machineId}/meter-readings`) }),
  },
  "POST /api/v1/equipment/{id}/meters": {
    access: "meters.record",
    status: 201,
    request: async ({ org }) => ({
      url: v1(`/equipment/${await org.machine()}/meters`),
      payload: { kind: "PTO_HOURS" },
    }),
  },
  // A batch answers each item's verdict: another organization's machine is the item's NOT_FOUND, in a 200.
  "POST /api/v1/meter-readings": {
    access: "meters.record",
    foreignStatus: 200,
    request: async ({ org }) => ({
      url: v1("/meter-readings"),
      payload: {
        readings: [{ equipmentId: await org.machine(), value: 1_000_000, takenAt: new Date().toISOString() }],
      },
    }),
  },
  "GET /api/v1/meter-readings/held": {
    access: "meters.review",
    request: () => ({ url: v1("/meter-readings/held") }),
  },
  "POST /api/v1/meter-readings/{id}/review": {
    access: "meters.review",
    request: async ({ org, app }) => ({
      url: v1(`/meter-readings/${await matrixHeldReading(app, org, await org.machine())}/review`),
      payload: { decision: "ACCEPT" },
    }),
  },
  // The preview judges another organization's machine number as unknown (a row in error, in a 200); the import
  // of such a file writes nothing (400 with the row's error).
  "POST /api/v1/meter-readings/import/preview": {
    access: "meters.import",
    foreignStatus: 200,
    request: async ({ org, app }) => ({
      url: v1("/meter-readings/import/preview"),
      payload: await matrixCsv(app, org),
    }),
  },
  "POST /api/v1/meter-readings/import": {
    access: "meters.import",
    foreignStatus: 400,
    request: async ({ org, app }) => ({
      url: v1("/meter-readings/import"),
      payload: await matrixCsv(app, org),
    }),
  },
  // Parts and stock (docs/decisions/030-parts-and-stock.md).
  "GET /api/v1/parts": { access: "parts.view", request: () => ({ url: v1("/parts?search=MXP") }) },
  "GET /api/v1/parts/to-order": { access: "parts.view", request: () => ({ url: v1("/parts/to-order") }) },
  "GET /api/v1/parts/categories": { access: "parts.view", request: () => ({ url: v1("/parts/categories") }) },
  "GET /api/v1/parts/by-code/{code}": {
    access: "parts.view",
    request: async ({ org }) => ({ url: v1(`/parts/by-code/${(await org.stock()).partNumber}`) }),
  },
  "POST /api/v1/parts": {
    access: "parts.manage",
    status: 201,
    request: () => ({
      url: v1("/parts"),
      payload: {
        partNumber: `MXN-${Math.random().toString(36).slice(2, 10)}`,
        name: "Matrix filter",
        unitCost: 3,
      },
    }),
  },
  "GET /api/v1/parts/{id}": {
    access: "parts.view",
    request: async ({ org }) => ({ url: v1(`/parts/${(await org.stock()).partId}`) }),
  },
  "PUT /api/v1/parts/{id}": {
    access: "parts.manage",
    request: async ({ org }) => ({
      url: v1(`/parts/${(await org.stock()).partId}`),
      payload: {
        partNumber: `MXE-${Math.random().toString(36).slice(2, 10)}`,
        name: "Matrix filter, renamed",
      },
    }),
  },
  "POST /api/v1/parts/{id}/archive": {
    access: "parts.manage",
    request: async ({ org }) => ({ url: v1(`/parts/${(await org.stock()).partId}/archive`) }),
  },
  "POST /api/v1/parts/{id}/restore": {
    access: "parts.manage",
    request: async ({ org }) => ({ url: v1(`/parts/${await org.archivedPart()}/restore`) }),
  },
  "GET /api/v1/parts/{id}/ledger": {
    access: "parts.view",
    request: async ({ org }) => ({ url: v1(`/parts/${(await org.stock()).partId}/ledger`) }),
  },
  "POST /api/v1/parts/{id}/receive": {
    access: "parts.manage",
    request: async ({ org }) => {
      const { partId, storeId } = await org.stock();
      return {
        url: v1(`/parts/${partId}/receive`),
        payload: { locationId: storeId, quantity: 4, unitCost: 8 },
      };
    },
  },
  "POST /api/v1/parts/{id}/count": {
    access: "parts.manage",
    request: async ({ org }) => {
      const { partId, storeId } = await org.stock();
      return {
        url: v1(`/parts/${partId}/count`),
        payload: { locationId: storeId, countedQuantity: 9, reason: "Matrix count" },
      };
    },
  },
  "POST /api/v1/parts/{id}/move": {
    // A mechanic's own truck is one end: the move a mechanic may make.
    access: "parts.move",
    request: async ({ org }) => {
      const { partId, storeId, truckId } = await org.stock();
      return {
        url: v1(`/parts/${partId}/move`),
        payload: { fromLocationId: storeId, toLocationId: truckId, quantity: 2 },
      };
    },
  },
  "GET /api/v1/stock-locations": { access: "parts.view", request: () => ({ url: v1("/stock-locations") }) },
  "GET /api/v1/stock-locations/{id}/stock": {
    access: "parts.view",
    request: async ({ org }) => ({ url: v1(`/stock-locations/${(await org.stock()).storeId}/stock`) }),
  },
  "POST /api/v1/stock-locations": {
    access: "parts.manage",
    status: 201,
    request: () => ({
      url: v1("/stock-locations"),
      payload: { name: `Matrix store ${Math.random().toString(36).slice(2, 10)}`, kind: "STORE" },
    }),
  },
  "PUT /api/v1/stock-locations/{id}": {
    access: "parts.manage",
    request: async ({ org }) => ({
      url: v1(`/stock-locations/${(await org.stock()).storeId}`),
      payload: { name: `Matrix store ${Math.random().toString(36).slice(2, 10)}`, kind: "STORE" },
    }),
  },
  "PUT /api/v1/parts/{id}/locations/{locationId}/minimum": {
    access: "parts.manage",
    request: async ({ org }) => {
      const { partId, storeId } = await org.stock();
      return { url: v1(`/parts/${partId}/locations/${storeId}/minimum`), payload: { minStock: 2 } };
    },
  },
  "GET /api/v1/work-orders/{id}/parts": {
    access: "workOrders.view",
    request: ({ org }) => ({ url: v1(`/work-orders/${org.workOrderId}/parts`) }),
  },
  "POST /api/v1/work-orders/{id}/parts/request": {
    // A part the job needs before it is in stock: recorded as taken, the job left as it is (no waitForParts).
    access: "parts.use",
    request: async ({ org }) => {
      const { partId, storeId } = await org.stock();
      return {
        url: v1(`/work-orders/${await org.workOrder("IN_PROGRESS")}/parts/request`),
        payload: { partId, locationId: storeId, quantity: 1 },
      };
    },
  },
  "POST /api/v1/work-orders/{id}/parts": {
    // The work order is the mechanic's, so every role holding the capability may work on it.
    access: "parts.use",
    request: async ({ org }) => {
      const { partId, storeId } = await org.stock();
      return {
        url: v1(`/work-orders/${await org.workOrder("IN_PROGRESS")}/parts`),
        payload: { partId, locationId: storeId, quantity: 1 },
      };
    },
  },
  "POST /api/v1/work-orders/{id}/parts/return": {
    access: "parts.use",
    request: async ({ org }) => {
      const { workOrderId, partId, storeId } = await org.partsJob();
      return {
        url: v1(`/work-orders/${workOrderId}/parts/return`),
        payload: { partId, locationId: storeId, quantity: 1 },
      };
    },
  },
  // Labour and costs (docs/decisions/031-labour-and-costs.md).
  "GET /api/v1/work-orders/{id}/labour": {
    access: "workOrders.view",
    request: ({ org }) => ({ url: v1(`/work-orders/${org.workOrderId}/labour`) }),
  },
  "POST /api/v1/work-orders/{id}/labour": {
    // The work order is the mechanic's, and the line is the caller's own time: every holder may record it.
    access: "labour.record",
    status: 201,
    request: async ({ org }) => ({
      url: v1(`/work-orders/${await org.workOrder("IN_PROGRESS")}/labour`),
      payload: { hours: 1.5, note: "Matrix time" },
    }),
  },
  "POST /api/v1/work-orders/{id}/labour/{lineId}/remove": {
    // The line is the mechanic's own, on the mechanic's work order: every holder may remove it.
    access: "labour.record",
    request: async ({ org }) => {
      const { workOrderId, lineId } = await org.labourJob();
      return {
        url: v1(`/work-orders/${workOrderId}/labour/${lineId}/remove`),
        payload: { reason: "Matrix" },
      };
    },
  },
  "GET /api/v1/work-orders/{id}/cost": {
    access: "workOrders.view",
    request: ({ org }) => ({ url: v1(`/work-orders/${org.workOrderId}/cost`) }),
  },
  "GET /api/v1/labour-rates": { access: "labour.rates", request: () => ({ url: v1("/labour-rates") }) },
  "PUT /api/v1/labour-rates/roles/{role}": {
    access: "labour.rates",
    request: () => ({ url: v1("/labour-rates/roles/MECHANIC"), payload: { hourlyRate: 42 } }),
  },
  "PUT /api/v1/labour-rates/users/{id}": {
    access: "labour.rates",
    request: ({ org }) => ({
      url: v1(`/labour-rates/users/${org.userId("MECHANIC")}`),
      payload: { hourlyRate: 55 },
    }),
  },
  // Maintenance and inspections.
  "GET /api/v1/maintenance/schedule": {
    access: "maintenance.createDue",
    request: () => ({ url: v1("/maintenance/schedule") }),
  },
  "POST /api/v1/maintenance/schedule": {
    access: "maintenance.createDue",
    request: () => ({ url: v1("/maintenance/schedule") }),
  },
  "GET /api/v1/inspections/daily": {
    access: "workOrders.view",
    request: () => ({ url: v1("/inspections/daily") }),
  },
  "POST /api/v1/inspections/daily": {
    access: ["inspections.assign", "inspections.perform"],
    request: () => ({ url: v1("/inspections/daily") }),
  },
  "POST /api/v1/inspections/daily/submit": {
    access: "inspections.perform",
    // Today's inspection of a fresh machine, assigned by the organization's operator first.
    request: async ({ org, app }) => {
      const machine = await org.machine({ operated: true });
      const assigned = await app.inject({
        method: "POST",
        url: v1("/inspections/daily"),
        headers: await org.headers("OPERATOR"),
      });
      const inspection = assigned
        .json()
        .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === machine);
      return {
        url: v1("/inspections/daily/submit"),
        payload: {
          workOrderId: inspection.id,
          items: INSPECTION_CHECKLIST.map((entry) => ({ ...entry, status: "OK", notes: "" })),
        },
      };
    },
  },
  // Defects and unsafe machines (docs/decisions/040): read with the machines one sees.
  // Checklist templates (docs/decisions/042): SHOP_FOREMAN and up build them; whoever sees a machine reads its own.
  "GET /api/v1/checklist-templates": {
    access: "checklists.manage",
    request: () => ({ url: v1("/checklist-templates") }),
    // The caller's own organization's list: another organization's ids are not part of the call.
    foreignStatus: 200,
  },
  "POST /api/v1/checklist-templates": {
    access: "checklists.manage",
    request: async ({ org }) => ({
      url: v1("/checklist-templates"),
      payload: { ...matrixChecklistContent, equipmentId: await org.machine() },
    }),
  },
  "GET /api/v1/checklist-templates/{id}": {
    access: "checklists.manage",
    request: async ({ org, app }) => ({ url: v1(`/checklist-templates/${await matrixChecklist(app, org)}`) }),
  },
  "GET /api/v1/checklist-templates/{id}/versions/{version}": {
    access: "checklists.manage",
    request: async ({ org, app }) => ({
      url: v1(`/checklist-templates/${await matrixChecklist(app, org)}/versions/1`),
    }),
  },
  "POST /api/v1/checklist-templates/{id}/versions": {
    access: "checklists.manage",
    request: async ({ org, app }) => ({
      url: v1(`/checklist-templates/${await matrixChecklist(app, org)}/versions`),
      payload: matrixChecklistContent,
    }),
  },
  "GET /api/v1/equipment/{id}/checklist-template": {
    access: "checklists.view",
    request: ({ org }) => ({ url: v1(`/equipment/${org.machineId}/checklist-template`) }),
  },
  "GET /api/v1/defects": { access: "defects.view", request: () => ({ url: v1("/defects?status=open") }) },
  "GET /api/v1/equipment/{id}/defects": {
    access: "defects.view",
    request: ({ org }) => ({ url: v1(`/equipment/${org.machineId}/defects`) }),
  },
  "GET /api/v1/defects/{id}": {
    access: "defects.view",
    request: async ({ org }) => ({ url: v1(`/defects/${await org.defect("OPEN")}`) }),
  },
  "POST /api/v1/defects/{id}/status": {
    access: ["defects.repair", "defects.certify", "defects.acknowledge"],
    // The mechanic and the foreman certify a repaired defect; the machine's operator acknowledges a certified one.
    request: async ({ org, role }) =>
      role === "OPERATOR"
        ? { url: v1(`/defects/${await org.defect("CERTIFIED")}/status`), payload: { status: "ACKNOWLEDGED" } }
        : { url: v1(`/defects/${await org.defect("REPAIRED")}/status`), payload: { status: "CERTIFIED" } },
  },
  "POST /api/v1/defects/{id}/work-order": {
    access: "defects.createWorkOrder",
    request: async ({ org }) => ({ url: v1(`/defects/${await org.defect("OPEN")}/work-order`), payload: {} }),
  },
  // Signatures and the record (docs/decisions/043): read with the inspection or defect one sees.
  "GET /api/v1/inspections/{id}/signatures": {
    access: "signatures.view",
    request: async (ctx) => ({ url: v1(`/inspections/${await assignedInspection(ctx)}/signatures`) }),
  },
  "GET /api/v1/defects/{id}/signatures": {
    access: "signatures.view",
    request: async ({ org }) => ({ url: v1(`/defects/${await org.defect("CERTIFIED")}/signatures`) }),
  },
  "GET /api/v1/inspections/{id}/report.pdf": {
    access: "records.inspectionReport",
    request: async (ctx) => ({ url: v1(`/inspections/${await assignedInspection(ctx)}/report.pdf`) }),
  },
  "GET /api/v1/equipment/{id}/inspections": {
    access: "records.machineInspections",
    request: ({ org }) => ({ url: v1(`/equipment/${org.machineId}/inspections`) }),
  },
  "GET /api/v1/equipment/{id}/inspection-record": {
    access: "records.export",
    request: ({ org }) => {
      const today = new Date().toISOString().slice(0, 10);
      return { url: v1(`/equipment/${org.machineId}/inspection-record?from=${today}&to=${today}`) };
    },
  },
  // Periodic inspections (docs/decisions/046): SHOP_FOREMAN and up schedule; inspectors, mechanics and managers
  // do them (an inspector or a mechanic the ones assigned to them).
  "GET /api/v1/periodic-inspections/dashboard": {
    access: "periodicInspections.perform",
    request: () => ({ url: v1("/periodic-inspections/dashboard") }),
    // The caller's own work: no id names another organization.
    foreignStatus: 200,
  },
  "GET /api/v1/periodic-inspections/schedules": {
    access: "periodicInspections.manage",
    request: ({ org }) => ({ url: v1(`/periodic-inspections/schedules?equipmentId=${org.machineId}`) }),
  },
  "POST /api/v1/periodic-inspections/schedules": {
    access: "periodicInspections.manage",
    status: 201,
    request: async ({ org }) => ({
      url: v1("/periodic-inspections/schedules"),
      payload: {
        equipmentId: await org.machine(),
        kind: "MONTHLY",
        title: "Matrix monthly",
        intervalCount: 1,
        intervalUnit: "MONTHS",
        assigneeId: org.userId("INSPECTOR"),
      },
    }),
  },
  "GET /api/v1/periodic-inspections/schedules/{id}": {
    access: "periodicInspections.perform",
    request: async ({ org, app, role }) => ({
      url: v1(`/periodic-inspections/schedules/${(await matrixSchedule(app, org, role)).scheduleId}`),
    }),
  },
  "PATCH /api/v1/periodic-inspections/schedules/{id}": {
    access: "periodicInspections.manage",
    request: async ({ org, app, role }) => ({
      url: v1(`/periodic-inspections/schedules/${(await matrixSchedule(app, org, role)).scheduleId}`),
      payload: {
        title: "Matrix annual",
        intervalCount: 6,
        intervalUnit: "MONTHS",
        assigneeId: org.userId("MECHANIC"),
      },
    }),
  },
  "POST /api/v1/periodic-inspections/submit": {
    access: "periodicInspections.perform",
    request: async ({ org, app, role }) => ({
      url: v1("/periodic-inspections/submit"),
      payload: await matrixPeriodicSubmission(app, org, role),
    }),
  },
  // The caller's own organization: no id names another one (docs/decisions/021-photos.md).
  "GET /api/v1/organization/settings": {
    access: "organization.settings",
    request: () => ({ url: v1("/organization/settings") }),
  },
  "PATCH /api/v1/organization/settings": {
    access: "organization.settings",
    request: () => ({
      url: v1("/organization/settings"),
      payload: { keepPhotoLocation: false, defaultLanguage: "en" },
    }),
  },
  // One's own notifications and their settings (docs/decisions/035). GET /api/v1/live, the live stream, is not
  // in the OpenAPI document (a response that never ends); test/notifications/live-stream.test.ts covers it.
  "GET /api/v1/notifications": {
    access: "notifications.view",
    request: () => ({ url: v1("/notifications") }),
  },
  "GET /api/v1/notifications/unread-count": {
    access: "notifications.view",
    request: () => ({ url: v1("/notifications/unread-count") }),
  },
  "POST /api/v1/notifications/{id}/read": {
    access: "notifications.view",
    // A notification of the caller's own account (another organization's: of that organization's account).
    request: async ({ org, role, app }) => {
      const row = await app.db.one<{ id: string }>(
        `WITH event AS (
           INSERT INTO events (organization_id, kind, subject_type, subject_id)
           VALUES ($1, 'USER_ADDED', 'USER', $2) RETURNING id)
         INSERT INTO notifications (organization_id, user_id, event_id, kind, title, body, subject_type, subject_id, link)
         SELECT $1, $2, id, 'USER_ADDED', $3, '', 'USER', $2, '/users' FROM event RETURNING id`,
        [org.organizationId, org.userId(role), `${org.marker} notification`],
      );
      return { url: v1(`/notifications/${row?.id}/read`) };
    },
  },
  "POST /api/v1/notifications/read-all": {
    access: "notifications.view",
    request: () => ({ url: v1("/notifications/read-all") }),
  },
  "GET /api/v1/notifications/preferences": {
    access: "notifications.view",
    request: () => ({ url: v1("/notifications/preferences") }),
  },
  "PUT /api/v1/notifications/preferences": {
    access: "notifications.view",
    request: () => ({
      url: v1("/notifications/preferences"),
      payload: {
        preferences: [],
        quietHours: { start: null, end: null, timeZone: "UTC", criticalPasses: true },
      },
    }),
  },
  // Webhooks (docs/decisions/038): the organization's super admins; addresses of TEST-NET-3, disabled webhooks.
  "GET /api/v1/webhooks": { access: "webhooks.manage", request: () => ({ url: v1("/webhooks") }) },
  "POST /api/v1/webhooks": {
    access: "webhooks.manage",
    status: 201,
    request: () => ({
      url: v1("/webhooks"),
      payload: { url: "https://203.0.113.10/matrix", kinds: ["USER_DEACTIVATED"], enabled: false },
    }),
  },
  "PATCH /api/v1/webhooks/{id}": {
    access: "webhooks.manage",
    request: async ({ org, app }) => ({
      url: v1(`/webhooks/${(await matrixWebhook(app, org)).webhookId}`),
      payload: { kinds: ["USER_ADDED"] },
    }),
  },
  "DELETE /api/v1/webhooks/{id}": {
    access: "webhooks.manage",
    request: async ({ org, app }) => ({ url: v1(`/webhooks/${(await matrixWebhook(app, org)).webhookId}`) }),
  },
  "GET /api/v1/webhooks/{id}/deliveries": {
    access: "webhooks.manage",
    request: async ({ org, app }) => ({
      url: v1(`/webhooks/${(await matrixWebhook(app, org)).webhookId}/deliveries`),
    }),
  },
  "POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/resend": {
    access: "webhooks.manage",
    request: async ({ org, app }) => {
      const { webhookId, deliveryId } = await matrixWebhook(app, org);
      return { url: v1(`/webhooks/${webhookId}/deliveries/${deliveryId}/resend`) };
    },
  },
  // Machine alerts (docs/decisions/047): read with the machine; the fleet list for the shop and fleet; a mechanic
  // and up acknowledges and clears; a foreman and up drafts the work order.
  "GET /api/v1/machine-alerts": {
    access: "machineAlerts.list",
    request: () => ({ url: v1("/machine-alerts?severity=CRITICAL&open=true") }),
  },
  "GET /api/v1/equipment/{id}/alerts": {
    access: "machineAlerts.view",
    request: async ({ org, app }) => ({
      url: v1(`/equipment/${(await matrixAlert(app, org)).equipmentId}/alerts`),
    }),
  },
  "GET /api/v1/machine-alerts/{id}": {
    access: "machineAlerts.view",
    request: async ({ org, app }) => ({
      url: v1(`/machine-alerts/${(await matrixAlert(app, org)).alertId}`),
    }),
  },
  "POST /api/v1/machine-alerts/{id}/acknowledge": {
    access: "machineAlerts.resolve",
    request: async ({ org, app }) => ({
      url: v1(`/machine-alerts/${(await matrixAlert(app, org)).alertId}/acknowledge`),
      payload: { note: "Seen, checking the coolant" },
    }),
  },
  "POST /api/v1/machine-alerts/{id}/clear": {
    access: "machineAlerts.resolve",
    request: async ({ org, app }) => ({
      url: v1(`/machine-alerts/${(await matrixAlert(app, org)).alertId}/clear`),
      payload: { note: "Thermostat replaced" },
    }),
  },
  "POST /api/v1/machine-alerts/{id}/work-order": {
    access: "machineAlerts.createWorkOrder",
    request: async ({ org, app }) => ({
      url: v1(`/machine-alerts/${(await matrixAlert(app, org)).alertId}/work-order`),
    }),
  },
  // Telematics (docs/decisions/044): fleet managers and super admins; providers at TEST-NET-3 or loopback.
  "GET /api/v1/telematics/connections": {
    access: "telematics.manage",
    request: () => ({ url: v1("/telematics/connections") }),
  },
  "POST /api/v1/telematics/connections": {
    access: "telematics.manage",
    status: 201,
    request: () => ({
      url: v1("/telematics/connections"),
      payload: {
        name: "Matrix feed",
        baseUrl: "https://203.0.113.10/fleet/1",
        authKind: "BASIC",
        username: "matrix",
        password: "matrix-password",
        enabled: false,
      },
    }),
  },
  "PATCH /api/v1/telematics/connections/{id}": {
    access: "telematics.manage",
    request: async ({ org, app }) => ({
      url: v1(`/telematics/connections/${(await matrixTelematics(app, org)).connectionId}`),
      payload: { pollIntervalMinutes: 45 },
    }),
  },
  "DELETE /api/v1/telematics/connections/{id}": {
    access: "telematics.manage",
    request: async ({ org, app }) => ({
      url: v1(`/telematics/connections/${(await matrixTelematics(app, org)).connectionId}`),
    }),
  },
  "POST /api/v1/telematics/connections/{id}/poll": {
    access: "telematics.manage",
    status: 202,
    request: async ({ org, app }) => ({
      url: v1(`/telematics/connections/${(await matrixTelematics(app, org)).connectionId}/poll`),
    }),
  },
  "GET /api/v1/telematics/machines": {
    access: "telematics.manage",
    request: () => ({ url: v1("/telematics/machines?status=UNMATCHED") }),
  },
  "POST /api/v1/telematics/machines/{id}/link": {
    access: "telematics.manage",
    request: async ({ org, app }) => ({
      url: v1(`/telematics/machines/${(await matrixTelematics(app, org)).machineId}/link`),
      payload: { equipmentId: org.machineId },
    }),
  },
  "POST /api/v1/telematics/machines/{id}/ignore": {
    access: "telematics.manage",
    request: async ({ org, app }) => ({
      url: v1(`/telematics/machines/${(await matrixTelematics(app, org)).machineId}/ignore`),
    }),
  },
  // Web Push on this device (docs/decisions/039-web-push.md).
  "GET /api/v1/notifications/push/key": {
    access: "notifications.view",
    request: () => ({ url: v1("/notifications/push/key") }),
  },
  "POST /api/v1/notifications/push/subscriptions": {
    access: "notifications.view",
    // A device of the caller's: an endpoint at a browser push service, keys of the right lengths.
    request: () => ({ url: v1("/notifications/push/subscriptions"), payload: pushSubscriptionBody() }),
  },
  "DELETE /api/v1/notifications/push/subscriptions": {
    access: "notifications.view",
    // A subscription of that organization's account of the role (another organization's: 404, as none).
    request: async ({ org, role, app }) => {
      const body = pushSubscriptionBody(randomUUID());
      const session = await app.db.one<{ id: string }>(
        "INSERT INTO sessions (organization_id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour') RETURNING id",
        [org.organizationId, org.userId(role)],
      );
      await app.db.query(
        `INSERT INTO push_subscriptions (organization_id, user_id, session_id, endpoint, p256dh, auth)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [org.organizationId, org.userId(role), session?.id, body.endpoint, body.keys.p256dh, body.keys.auth],
      );
      return { url: v1("/notifications/push/subscriptions"), payload: { endpoint: body.endpoint } };
    },
  },
  // Photos (docs/decisions/021-photos.md).
  "POST /api/v1/photos": {
    access: "photos.attach",
    status: 201,
    request: () => ({
      url: v1("/photos"),
      payload: photoBytes("jpeg"),
      headers: { "content-type": "image/jpeg" },
    }),
  },
  "POST /api/v1/work-orders/{id}/photos": {
    access: "photos.attach",
    request: async ({ org, role }) => ({
      url: v1(`/work-orders/${await org.workOrder("ASSIGNED")}/photos`),
      payload: { photoIds: [await org.photo(role)] },
    }),
  },
  // The signature is the permission: only a caller who may read the work order is given the address.
  "GET /api/v1/photos/{id}/file": {
    access: "public",
    request: async ({ org }) => ({ url: await org.photoLink() }),
  },
  // Developer tools.
  "GET /api/dev/api-explorer": { access: "dev.tools", request: () => ({ url: "/api/dev/api-explorer" }) },
  "POST /api/dev/api-explorer": {
    access: "dev.tools",
    // The explorer answers 200 with the call's own answer inside: a 404 for another organization's machine.
    foreignStatus: 200,
    request: ({ org }) => ({
      url: "/api/dev/api-explorer",
      payload: { endpoint: `/api/v1/equipment/${org.machineId}`, method: "GET" },
    }),
  },
  "GET /api/dev/database": {
    access: "dev.tools",
    request: () => ({ url: "/api/dev/database?action=table-info&table=equipment&limit=50" }),
  },
  "POST /api/dev/database": {
    access: "dev.tools",
    request: () => ({
      url: "/api/dev/database",
      payload: { action: "safe-query", query: "SELECT organization_id, name FROM equipment" },
    }),
  },
};
