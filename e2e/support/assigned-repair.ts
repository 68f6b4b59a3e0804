import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiAs, uniqueSuffix } from "./api-as.js";
import { signInThroughApi, useSession } from "./sign-in.js";

/** The shop foreman, signed in on `request`, and a machine of the test's own that they added. */
export async function foremanWithMachine(request: APIRequestContext, prefix: string) {
  const session = await signInThroughApi(request, "SHOP_FOREMAN");
  const foreman = apiAs(request, session);
  const number = `${prefix}-${uniqueSuffix()}`;
  const machine = await foreman.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name: `Dump Truck ${number}`,
    make: "Komatsu",
    model: "HD785",
    equipmentType: "DUMP_TRUCK",
  });
  return { session, foreman, number, machineId: machine.id };
}

/**
 * A critical repair of the test's own (top of the Work Queue), on a machine of its own, assigned to the demo
 * mechanic. The shop foreman, signed in on `request`, can change it meanwhile. Signed in on `page`: the mechanic,
 * or the foreman with `onPage: "foreman"` (Work Order Details from the office).
 */
export async function assignedRepair(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  { onPage = "mechanic" }: { onPage?: "mechanic" | "foreman" } = {},
) {
  const mechanic = await signInThroughApi(page.request, "MECHANIC");
  const { session, foreman, number, machineId } = await foremanWithMachine(request, prefix);
  const title = `Boom hose leak on ${number}`;
  const { workOrder } = await foreman.post<{ workOrder: { id: string } }>("/work-orders", {
    equipmentId: machineId,
    title,
    description: "Hydraulic oil on the boom; replace the hose before the next shift.",
    priority: "CRITICAL",
    mechanicId: mechanic.user.id,
  });
  await useSession(page, onPage === "foreman" ? session : mechanic);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  return {
    id: workOrder.id,
    title,
    foreman,
    /** The foreman starts the job from the office (PATCH /work-orders/{id}/start); answers the status. */
    startAsForeman: async () =>
      (await request.patch(`/api/v1/work-orders/${workOrder.id}/start`, { headers, data: {} })).status(),
    /** The mechanic opens the started job from their dashboard (Continue Work on its card); answers the dialog. */
    continueWork: () => openFromCard(page, "/mechanic-dashboard", "Continue Work", title),
  };
}

/** Start Work on the Work Queue card `title`, saved on this device (offline), then the dialog closed. */
export async function startWorkOffline(page: Page, title: string) {
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: `Start Work ${title}` }).click();
  const work = page.getByRole("dialog", { name: title });
  await work.getByRole("button", { name: "Start Work" }).click();
  await expect(work.getByText("Saved on this device")).toBeVisible();
  // The details show the change at once, marked as not sent yet.
  await expect(work.getByText("In Progress", { exact: true })).toBeVisible();
  await expect(work.getByText("Waiting to send")).toBeVisible();
  await work.getByRole("button", { name: "Close" }).first().click();
  await expect(work).toBeHidden();
  return card;
}

/** On the dashboard at `path`, the button `action` of the card of job `title`; answers the dialog it opens. */
export async function openFromCard(page: Page, path: string, action: string, title: string) {
  await page.goto(path);
  await page
    .getByRole("article", { name: title })
    .getByRole("button", { name: `${action} ${title}` })
    .click();
  return page.getByRole("dialog", { name: title });
}
