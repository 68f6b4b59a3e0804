import type { APIRequestContext, Page } from "@playwright/test";
import { apiAs, uniqueSuffix } from "./api-as.js";
import { openFromCard } from "./assigned-repair.js";
import { pickOption } from "./pick-option.js";
import { signInThroughApi, useSession } from "./sign-in.js";

/**
 * A machine of the test's own (parallel tests never share it), added by a fleet manager signed in on `request`,
 * run by `operatorId` or by nobody; answers the manager, the machine's number and its id.
 */
export async function addOwnMachine(request: APIRequestContext, prefix: string, operatorId?: string) {
  const manager = apiAs(request, await signInThroughApi(request, "FLEET_MANAGER"));
  const number = `${prefix}-${uniqueSuffix()}`;
  const machine = await manager.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name: `Field Loader ${number}`,
    make: "Volvo",
    model: "L120H",
    equipmentType: "LOADER",
    currentJobSite: "Canyon Cut",
    assignedOperatorId: operatorId,
  });
  return { manager, number, machineId: machine.id };
}

/**
 * A machine of the test's own, run by the demo operator, and the operator signed in on `page`. The manager
 * who adds the machine signs in on `request` (its own cookies at the identity provider).
 */
export async function operatorWithOwnMachine(page: Page, request: APIRequestContext, prefix: string) {
  const operator = await signInThroughApi(page.request, "OPERATOR");
  const { manager, number, machineId } = await addOwnMachine(request, prefix, operator.user.id);
  await useSession(page, operator);
  return { manager, number, machineId };
}

/**
 * A job of the test's own, `what` on a machine the demo operator runs (a repair the operator may read, never its
 * costs: docs/decisions/033, 036), added by the fleet manager on `request`, with the operator signed in on `page`.
 * Answers the manager (to add parts or labour to it), the job's id and title, and `openAsOperator`: its details
 * opened from the operator's dashboard.
 */
export async function operatorMachineJob(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  job: { what: string; description: string; priority: string },
) {
  const { manager, number, machineId } = await operatorWithOwnMachine(page, request, prefix);
  const title = `${job.what} on ${number}`;
  const { workOrder } = await manager.post<{ workOrder: { id: string } }>("/work-orders", {
    equipmentId: machineId,
    title,
    description: job.description,
    priority: job.priority,
  });
  return {
    manager,
    id: workOrder.id,
    title,
    openAsOperator: () => openFromCard(page, "/operator-dashboard", "View Details", title),
  };
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
