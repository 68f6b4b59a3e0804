import type { Role } from "@mnx/domain";
import { expect } from "vitest";
import type { TestApp } from "../support/test-app.js";
import {
  assignMachine,
  type Call,
  checklistItems,
  insertMachine,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

/** A defect as the API answers it (the fields the tests read). */
export interface DefectJson {
  id: string;
  item: string;
  critical: boolean;
  status: string;
  workOrderId: string | null;
  inspectionId: string | null;
  [field: string]: unknown;
}

/**
 * A fresh machine run by `operator`, its daily inspection submitted with the `failed` items needing attention
 * (the others OK); `submit` sends the same submission again with its key (the offline queue's replay),
 * `byItem` names a defect by its item.
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
  const body = { workOrderId: inspection.id as string, items: checklistItems(...failed) };
  const submit = () =>
    call(operator, "POST", "/api/v1/inspections/daily/submit", body, {
      "idempotency-key": `failed-${inspection.id}`,
    });
  const submitted = await submit();
  expect(submitted.statusCode, submitted.body).toBe(200);
  const listed = await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine}/defects`);
  expect(listed.statusCode, listed.body).toBe(200);
  const defects: DefectJson[] = listed.json().data.defects;
  const byItem = (item: string) => {
    const found = defects.find((d) => d.item === item);
    if (!found) throw new Error(`no defect for ${item}`);
    return found;
  };
  return { machine, inspectionId: inspection.id as string, body, submit, defects, byItem };
}
