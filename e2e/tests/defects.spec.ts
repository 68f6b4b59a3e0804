import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { addOwnMachine } from "../support/operator-machine.js";
import { axeClean, pageAs } from "../support/page-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";
import { drawSignature, typeSignature } from "../support/sign-pad.js";

const CHECKLIST = [
  ["Engine & Fluids", ["Engine Oil", "Coolant", "Hydraulic Fluid", "Fuel & Water Separator"]],
  [
    "Safety Systems",
    ["Seat Belt & ROPS/FOPS", "Warning Lights & Alarms", "Backup Alarm & Strobe", "Fire Extinguisher"],
  ],
  [
    "Operational Systems",
    ["Service & Parking Brakes", "Steering", "Hydraulics", "Attachments & Quick-Connect"],
  ],
  ["Visual Inspection", ["Tires/Tracks", "Fluid Leaks", "Structural Damage/Cracks", "Guards & Covers"]],
] as const;

/**
 * Defects and unsafe machines (docs/decisions/040): the operator's failed Steering makes the machine unsafe;
 * the foreman sees why on its card and its details, makes the repair work order; the mechanic repairs and
 * certifies; the operator acknowledges.
 */
test("a failed critical item makes the machine unsafe until its repair is certified, then acknowledged", async ({
  browser,
  request,
}) => {
  const operator = await pageAs(browser, "OPERATOR");
  const { manager, number } = await addOwnMachine(request, "DEF", operator.session.user.id);
  const asOperator = operator.api;
  const assigned = await asOperator.post<{ workOrders: { id: string; title: string }[] }>(
    "/inspections/daily",
    {},
  );
  const inspection = assigned.workOrders.find((w) => w.title === `Daily Inspection - ${number}`);
  await asOperator.post("/inspections/daily/submit", {
    workOrderId: inspection?.id,
    items: CHECKLIST.flatMap(([category, items]) =>
      items.map((item) => ({
        category,
        item,
        status: item === "Steering" ? "NEEDS_ATTENTION" : "OK",
        notes: item === "Steering" ? "Pulls hard to the left" : "",
      })),
    ),
  });
  const machines = await manager.get<{ equipment: { id: string }[] }>(`/equipment?search=${number}`);
  const machineId = machines.equipment[0]?.id ?? "";

  // The foreman: the fleet card and the details say why; the defect gets its repair work order.
  let { page } = await pageAs(browser, "SHOP_FOREMAN");
  await page.goto(`/equipment?search=${number}`);
  const card = page.getByRole("article", { name: `Field Loader ${number}` });
  await expect(card.getByText("Unsafe to operate")).toBeVisible();
  await expect(card.getByText("Open critical defect: Steering")).toBeVisible();
  await page.goto(`/equipment/${machineId}`);
  await expect(
    page
      .getByRole("status")
      .or(page.getByRole("alert"))
      .filter({ hasText: "Unsafe to operate: Open critical defect: Steering" }),
  ).toBeVisible();
  const defects = page.getByRole("region", { name: "Open Defects" });
  const defect = defects.getByRole("article", { name: /Steering/ });
  await expect(defect.getByText("Critical")).toBeVisible();
  await expect(defect.getByText("“Pulls hard to the left”")).toBeVisible();
  // The machine's inspection history: today's check, what it found, and its report.
  const history = page.getByRole("region", { name: "Inspection History" });
  const today = history.getByRole("article").first();
  await expect(today.getByText("1 defect, 1 critical")).toBeVisible();
  await expect(today.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await pageSettled(page);
  await axeClean(page);
  await defect.getByRole("button", { name: "Create Work Order for Steering" }).click();
  await expect(page.getByText(`Work order created: Repair Steering - ${number}`)).toBeVisible();
  await expect(defect.getByText("Repair work order linked")).toBeVisible();

  // The Defects page lists it among the unsafe ones.
  await page.goto("/defects?status=unsafe&critical=true");
  await expect(page.getByRole("article", { name: new RegExp(`${number}.*Steering`) })).toBeVisible();
  await pageSettled(page);
  await axeClean(page);

  // The mechanic marks it repaired and certifies it with a note.
  ({ page } = await pageAs(browser, "MECHANIC"));
  await page.goto(`/equipment/${machineId}`);
  const mechanicView = page
    .getByRole("region", { name: "Open Defects" })
    .getByRole("article", { name: /Steering/ });
  // Without signal the move waits on the device and goes out on reconnect, like the other writes.
  await expect(mechanicView.getByRole("button", { name: "Mark Repaired Steering" })).toBeVisible();
  await pageSettled(page);
  await page.context().setOffline(true);
  await mechanicView.getByRole("button", { name: "Mark Repaired Steering" }).click();
  await expect(page.getByText(/^Saved on this device: it will be sent/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(mechanicView.getByText("Repaired", { exact: true })).toBeVisible();
  await mechanicView.getByRole("button", { name: "Certify Repair Steering" }).click();
  const certify = page.getByRole("dialog", { name: "Certify Repair" });
  await certify.getByLabel("Certification note").fill("Tie rod end replaced, steering tested");
  await drawSignature(certify);
  await axeClean(page);
  await certify.getByRole("button", { name: "Certify Repair" }).click();
  await expect(certify).toBeHidden();
  await expect(mechanicView.getByText("Certified", { exact: true })).toBeVisible();
  await expect(page.getByText("Unsafe to operate")).toHaveCount(0);

  // The operator acknowledges the certified repair; the defect leaves the open list.
  page = operator.page;
  await page.goto(`/equipment/${machineId}`);
  const operatorView = page.getByRole("region", { name: "Open Defects" });
  await operatorView.getByRole("button", { name: "Acknowledge Steering" }).click();
  const acknowledge = page.getByRole("dialog", { name: "Acknowledge" });
  await typeSignature(acknowledge, "Jake Thornton");
  await acknowledge.getByRole("button", { name: "Acknowledge" }).click();
  await expect(operatorView.getByText("No open defects", { exact: false })).toBeVisible();
});

test("the Defects page is for foremen and managers", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));
  await page.goto("/defects");
  await expect(
    page.getByText(
      "The defects list is only available to the shop foreman, fleet managers and super administrators.",
    ),
  ).toBeVisible();
});

test("a failed check's work order lists the defects it reported, critical first", async ({ page }) => {
  const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
  await useSession(page, session);
  // The seed's failed check of EX-101 (other tests make machines of their own).
  const unsafe = await apiAs(page.request, session).get<{
    defects: { inspectionId: string; equipment: { equipmentNumber: string } }[];
  }>("/defects?status=unsafe&critical=true&limit=100");
  const seeded = unsafe.defects.find((defect) => defect.equipment.equipmentNumber === "EX-101");
  await page.goto(`/work-orders?open=${seeded?.inspectionId}`);
  const reported = page.getByRole("region", { name: "Defects reported" });
  await expect(reported.getByRole("listitem").first()).toContainText("Service & Parking Brakes");
  await expect(reported.getByRole("listitem").first()).toContainText("Critical");
  await expect(reported.getByRole("listitem").nth(1)).toContainText("Engine Oil");
});
