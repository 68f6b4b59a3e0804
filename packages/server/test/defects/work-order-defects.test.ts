import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, type Call, NORTHWIND_MECHANIC } from "../work-orders/fixtures.js";
import { submitFailedInspection } from "./failed-inspection.js";

/** A work order's details list the defects it repairs, and a daily inspection's those it reported (040). */
describe(onEngine("a work order's defects"), () => {
  let t: TestApp;
  let call: Call;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("the repair work order lists its defects, the inspection all it reported, critical first", async () => {
    const { inspectionId, byItem } = await submitFailedInspection(t, call, "OPERATOR", "Coolant", "Steering");
    const made = await call(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/defects/${byItem("Steering").id}/work-order`,
      {},
    );
    expect(made.statusCode, made.body).toBe(200);
    const repairId: string = made.json().data.workOrder.id;

    const repair = await call("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${repairId}`);
    expect(repair.statusCode, repair.body).toBe(200);
    expect(repair.json().data.workOrder.defects).toEqual([
      {
        id: byItem("Steering").id,
        category: "Operational Systems",
        item: "Steering",
        critical: true,
        status: "OPEN",
        link: "REPAIRS",
      },
    ]);

    const inspection = await call("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${inspectionId}`);
    expect(
      inspection.json().data.workOrder.defects.map((d: { item: string; link: string }) => [d.item, d.link]),
    ).toEqual([
      ["Steering", "REPORTED"],
      ["Coolant", "REPORTED"],
    ]);
    // Another organization's mechanic sees neither the work order nor its defects.
    expect((await call(NORTHWIND_MECHANIC, "GET", `/api/v1/work-orders/${repairId}`)).statusCode).toBe(404);
  });

  it("a work order with no defects lists none", async () => {
    const listed = await call("SHOP_FOREMAN", "GET", "/api/v1/work-orders?limit=1");
    const id: string = listed.json().data.workOrders[0].id;
    const detail = await call("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${id}`);
    expect(Array.isArray(detail.json().data.workOrder.defects)).toBe(true);
  });
});
