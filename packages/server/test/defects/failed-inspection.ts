import { INSPECTION_CHECKLIST, type Role } from "@mnx/domain";
import { expect } from "vitest";
import type { TestApp } from "../support/test-app.js";
import { assignMachine, type Call, insertMachine, organizationOf, userId } from "../work-orders/fixtures.js";

/**
 * A fresh machine run by `operator`, its daily inspection submitted with the `failed` items needing attention;
 * `submit` sends the same submission again (the offline queue's replay), `idOf` names a defect by its item.
 */
export async function submitFailedInspection(
  t: TestApp,
  call: Call,
  operator: Role | string,
  ...failed: string[]
) {
  const organization = await organizationOf(t.app);
  const machine = await insertMachine(t.db, organization);
  await assignMachine(t.db, organization, machine, await userId(t.app, operator));
  const assigned = await call(operator, "POST", "/api/v1/inspections/daily");
  const inspection = assigned
    .json()
    .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === machine);
  const items = INSPECTION_CHECKLIST.map((entry) => ({
    ...entry,
    status: failed.includes(entry.item) ? "NEEDS_ATTENTION" : "OK",
    notes: failed.includes(entry.item) ? `${entry.item} is off` : "",
  }));
  const submit = () =>
    call(
      operator,
      "POST",
      "/api/v1/inspections/daily/submit",
      { workOrderId: inspection.id, items },
      { "idempotency-key": `failed-${inspection.id}` },
    );
  expect((await submit()).statusCode).toBe(200);
  const listed = await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine}/defects`);
  const defects: { id: string; item: string }[] = listed.json().data.defects;
  const idOf = (item: string) => defects.find((d) => d.item === item)?.id as string;
  return { machine, inspectionId: inspection.id as string, submit, idOf };
}
