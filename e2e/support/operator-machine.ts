import type { APIRequestContext, Page } from "@playwright/test";
import { apiAs, uniqueSuffix } from "./api-as.js";
import { pickOption } from "./pick-option.js";
import { signInThroughApi, useSession } from "./sign-in.js";

/**
 * A machine of the test's own (parallel tests never share it), added by a fleet manager signed in on `request`,
 * run by `operatorId` or by nobody; answers the manager and the machine's number.
 */
export async function addOwnMachine(request: APIRequestContext, prefix: string, operatorId?: string) {
  const manager = apiAs(request, await signInThroughApi(request, "FLEET_MANAGER"));
  const number = `${prefix}-${uniqueSuffix()}`;
  await manager.post("/equipment", {
    equipmentNumber: number,
    name: `Field Loader ${number}`,
    make: "Volvo",
    model: "L120H",
    equipmentType: "LOADER",
    currentJobSite: "Canyon Cut",
    assignedOperatorId: operatorId,
  });
  return { manager, number };
}

/**
 * A machine of the test's own, run by the demo operator, and the operator signed in on `page`. The manager
 * who adds the machine signs in on `request` (its own cookies at the identity provider).
 */
export async function operatorWithOwnMachine(page: Page, request: APIRequestContext, prefix: string) {
  const operator = await signInThroughApi(page.request, "OPERATOR");
  const { manager, number } = await addOwnMachine(request, prefix, operator.user.id);
  await useSession(page, operator);
  return { manager, number };
}

/** The titles of the work orders on `number` that the manager's list finds with exactly `title`. */
export async function workOrdersTitled(manager: ReturnType<typeof apiAs>, number: string, title: string) {
  const found = await manager.get<{ workOrders: { title: string }[] }>(
    `/work-orders?search=${encodeURIComponent(number)}`,
  );
  return found.workOrders.filter((workOrder) => workOrder.title === title).length;
}

/** Opens 'Report Issue' on the operator dashboard and fills a breakdown on machine `number`; answers the form. */
export async function fillBreakdownReport(page: Page, number: string, title: string) {
  await page.getByRole("button", { name: "Report Issue", exact: true }).click();
  const escalate = page.getByRole("dialog", { name: "Escalate Equipment Issue" });
  await pickOption(escalate, "Equipment", number);
  await escalate.getByLabel("Issue type").selectOption("BREAKDOWN");
  await escalate.getByLabel("Issue title").fill(title);
  await escalate.getByLabel("Detailed description").fill("It stopped mid-shift and will not restart.");
  return escalate;
}
