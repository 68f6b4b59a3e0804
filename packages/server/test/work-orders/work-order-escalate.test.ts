import { isEscalated } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  count,
  insertMachine,
  organizationOf,
  userId,
} from "./fixtures.js";

describe(onEngine("POST /api/v1/work-orders/escalate"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let operator: string;
  let mine: string;
  const escalate = (body: Record<string, unknown>, who = "OPERATOR", headers: Record<string, string> = {}) =>
    call(who, "POST", "/api/v1/work-orders/escalate", body, headers);
  const issue = (equipmentId: string) => ({
    equipmentId,
    issueType: "BREAKDOWN",
    severity: "LOW",
    title: "  Engine will not start  ",
    description: "  Cranks but does not fire after refuelling.  ",
  });
  const machineStatus = async (id: string) =>
    (await t.db.one<{ status: string }>("SELECT status FROM equipment WHERE id = $1", [id]))?.status;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    operator = await userId(t.app, "OPERATOR");
    mine = await insertMachine(t.db, org, { name: "Escalation dozer" });
    await assignMachine(t.db, org, mine, operator);
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a PENDING, unassigned 'ESCALATED ISSUE' work order for the operator's machine", async () => {
    const response = await escalate(issue(mine));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe("Issue escalated to the shop foreman");
    const wo = response.json().data.workOrder;
    expect(wo).toMatchObject({
      title: "Engine will not start",
      status: "PENDING",
      priority: "LOW",
      workOrderType: "BREAKDOWN",
      isEmergency: false,
      mechanicId: null,
      assignedToId: null,
      equipmentOperatorId: operator,
      reportedById: operator,
      jobSite: "Test yard",
    });
    expect(wo.description).toMatch(
      /^ESCALATED ISSUE - Breakdown \(LOW\)\n\nCranks but does not fire after refuelling\.\n/,
    );
    expect(wo.description).toContain("Operator contact: operator@summitridge.example");
    expect(isEscalated(wo)).toBe(true);
    expect(await machineStatus(mine)).toBe("OPERATIONAL");
    const history = (await call("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${wo.id}`)).json().data.workOrder
      .history;
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "PENDING", changedBy: { id: operator } }]);
    const foremanQueue = await call(
      "SHOP_FOREMAN",
      "GET",
      "/api/v1/work-orders?status=PENDING&search=Engine%20will%20not%20start",
    );
    expect(foremanQueue.json().data.workOrders.map((w: { id: string }) => w.id)).toContain(wo.id);
  });

  it("an inoperable machine: severity LOW becomes HIGH, an emergency, and the machine goes DOWN_FOR_REPAIR", async () => {
    const machine = await insertMachine(t.db, org, { name: "Inoperable loader" });
    await assignMachine(t.db, org, machine, operator);
    const response = await escalate({
      ...issue(machine),
      equipmentInoperable: true,
      operatorLocation: "North pit",
    });
    expect(response.statusCode).toBe(201);
    const wo = response.json().data.workOrder;
    expect(wo).toMatchObject({
      priority: "HIGH",
      isEmergency: true,
      workOrderType: "BREAKDOWN",
      status: "PENDING",
    });
    expect(wo.description).toContain("Equipment is inoperable.");
    expect(wo.description).toContain("Location: North pit");
    expect(wo.equipment.status).toBe("DOWN_FOR_REPAIR");
    expect(await machineStatus(machine)).toBe("DOWN_FOR_REPAIR");
  });

  it("a safety concern is CRITICAL, a SAFETY_ISSUE and an emergency", async () => {
    const response = await escalate({
      ...issue(mine),
      issueType: "SAFETY_CONCERN",
      severity: "MEDIUM",
      safetyConcern: true,
      operatorContactInfo: "radio channel 4",
    });
    expect(response.json().data.workOrder).toMatchObject({
      priority: "CRITICAL",
      workOrderType: "SAFETY_ISSUE",
      isEmergency: true,
    });
    expect(response.json().data.workOrder.description).toContain("Operator contact: radio channel 4");
    const critical = await escalate({ ...issue(mine), issueType: "PERFORMANCE_ISSUE", severity: "CRITICAL" });
    expect(critical.json().data.workOrder).toMatchObject({
      priority: "CRITICAL",
      workOrderType: "BREAKDOWN",
      isEmergency: true,
    });
  });

  it("404 'Selected equipment not found or access denied' for a machine the operator does not run", async () => {
    const other = await insertMachine(t.db, org, { name: "Someone else's roller" });
    const before = await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE equipment_id = $1", [
      other,
    ]);
    for (const equipmentId of [other, "00000000-0000-4000-8000-000000000000"]) {
      const response = await escalate({ ...issue(equipmentId), equipmentInoperable: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: "NOT_FOUND",
        error: "Selected equipment not found or access denied",
      });
    }
    expect(await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE equipment_id = $1", [other])).toBe(
      before,
    );
    expect(await machineStatus(other)).toBe("OPERATIONAL");
    const foreman = await escalate(issue(other), "SHOP_FOREMAN");
    expect(foreman.statusCode).toBe(201);
    expect(foreman.json().data.workOrder.equipmentOperatorId).toBeNull();
    expect((await escalate(issue(other), "VIEWER")).statusCode).toBe(403);
  });

  const long = (n: number) => "x".repeat(n);
  it.each([
    ["equipmentId", { equipmentId: undefined }, "Equipment selection is required"],
    ["issueType", { issueType: undefined }, "Issue type is required"],
    ["issueType", { issueType: "ALIENS" }, "Issue type is required"],
    ["title", { title: undefined }, "Issue title is required"],
    ["title", { title: "    " }, "Issue title is required"],
    ["title", { title: long(201) }, "Title must be 200 characters or less"],
    ["description", { description: undefined }, "Detailed description is required"],
    ["description", { description: "     " }, "Detailed description is required"],
    ["description", { description: " too short " }, "Description must be at least 10 characters"],
    ["description", { description: long(2001) }, "Description must be 2000 characters or less"],
  ])("refuses %s: %j with '%s'", async (path, change, message) => {
    const response = await escalate({ ...issue(mine), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR", error: message });
    expect(response.json().details).toContainEqual({ path, message });
  });

  it("accepts a title of exactly 200 and a description of exactly 10 characters after trimming", async () => {
    const response = await escalate({
      ...issue(mine),
      title: ` ${long(200)} `,
      description: "  0123456789  ",
    });
    expect(response.statusCode).toBe(201);
  });

  it("creates ONE work order when a field device replays the same Idempotency-Key", async () => {
    const title = `Hydraulic hose burst ${Date.now()}`;
    const body = { ...issue(mine), title, equipmentInoperable: true };
    const headers = { "idempotency-key": `escalate-${title}` };
    const first = await escalate(body, "OPERATOR", headers);
    const again = await escalate(body, "OPERATOR", headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE title = $1", [title])).toBe(1);
    const other = await escalate(
      { ...body, description: "A different report entirely" },
      "OPERATOR",
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE title = $1", [title])).toBe(1);
  });
});
