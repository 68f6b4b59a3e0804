import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loseSignal } from "../support/lose-signal.js";
import { addOwnMachine } from "../support/operator-machine.js";
import { pickOption } from "../support/pick-option.js";
import { signInAs } from "../support/sign-in.js";
import { typeSignature } from "../support/sign-pad.js";

/** The demo operator, whom the supervisor puts on the machine. */
const OPERATOR_NAME = "Jake Thornton";

/** The supervisor's Equipment Assignments tab, searched down to one machine: its card. */
async function machineCard(page: Page, number: string) {
  const tab = page.getByRole("tabpanel", { name: "Equipment Assignments" });
  await tab.getByRole("searchbox", { name: "Search equipment" }).fill(number);
  // The search has reached the server (the unsearched first page may hold the machine too).
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  await expect(tab.getByText("1 machine", { exact: true })).toBeVisible();
  const card = tab.getByRole("article").filter({ hasText: number });
  await expect(card).toHaveCount(1);
  return card;
}

/** Assign Operator on the card: the modal opens on the machine; the demo operator is picked. */
async function assignOperator(page: Page, number: string) {
  const card = await machineCard(page, number);
  await expect(card.getByText("Unassigned", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: /^Assign Operator/ }).click();
  const dialog = page.getByRole("dialog", { name: "Create Equipment Assignment" });
  await expect(dialog.getByRole("combobox", { name: "Equipment" })).toHaveValue(new RegExp(number));
  await expect(dialog.getByLabel("Job site")).toHaveValue("Canyon Cut");
  await pickOption(dialog, "Operator", OPERATOR_NAME);
  await dialog.getByRole("button", { name: "Create Assignment" }).click();
  return { card, dialog };
}

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test("the supervisor puts an operator on a machine; the operator's checklist with a failed item shows up in compliance", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two people, two browsers, a 16-item checklist
  const { number } = await addOwnMachine(request, "FS");
  await signInAs(page, "FIELD_SUPERVISOR");
  await page.goto("/field-supervisor-dashboard");
  await expect(page.getByRole("heading", { name: "Field Supervisor Dashboard", level: 1 })).toBeVisible();

  const { card, dialog } = await assignOperator(page, number);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${number} is now assigned to ${OPERATOR_NAME}.`)).toBeVisible();
  await expect(card.getByText(OPERATOR_NAME)).toBeVisible();
  await expect(card.getByText("Since")).toBeVisible();
  await expect(card.getByRole("link", { name: /^Manage Assignment/ })).toHaveAttribute(
    "href",
    /\/equipment-assignments\?equipment=/,
  );

  // The operator, on their phone: the machine is theirs and today's checklist waits for them.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAs(operator, "OPERATOR");
  await operator.goto("/operator-dashboard");
  await expect(
    operator.getByRole("region", { name: "My Equipment" }).getByRole("article").filter({ hasText: number }),
  ).toBeVisible();
  const inspection = operator.getByRole("article", { name: `Daily Inspection - ${number}` });
  await inspection.getByRole("button", { name: /^Start Work / }).click();
  const checklist = operator.getByRole("dialog", { name: "Daily Equipment Inspection" });
  // The checklist's code loads when it first opens (components/ui/lazy-dialog.tsx): wait for its 16 items.
  const okChoices = checklist.getByRole("radio", { name: "OK", exact: true });
  await expect(okChoices).toHaveCount(16);
  for (const choice of await okChoices.all()) await choice.check();
  await checklist
    .getByRole("group", { name: "Fluid Leaks" })
    .getByRole("radio", { name: "Needs attention" })
    .check();
  await checklist.getByLabel("Fluid Leaks notes").fill("Hydraulic weep at the boom cylinder.");
  await typeSignature(checklist, "Jake Thornton");
  await checklist.getByRole("button", { name: "Submit Inspection" }).click();
  await expect(
    operator.getByText(
      "Daily inspection completed with items needing attention. Supervisor has been notified.",
    ),
  ).toBeVisible();
  await operatorContext.close();

  // Back with the supervisor: today's completed inspections hold it, with what failed.
  await page.getByRole("button", { name: "Refresh" }).click();
  await page.getByRole("tab", { name: "Compliance Tracking" }).click();
  const completedFigure = page.getByRole("button", { name: /^Completed Today/ });
  await completedFigure.click();
  await expect(completedFigure).toHaveAttribute("aria-pressed", "true");
  await expect(completedFigure).not.toHaveText(/Completed Today\s*0$/);
  const done = page.getByRole("article").filter({ hasText: number });
  await expect(done.getByText("Waiting Approval", { exact: true })).toBeVisible();
  await expect(done.getByText("1 item needs attention")).toBeVisible();
  await expect(done.getByText("Fluid Leaks", { exact: true })).toBeVisible();
  await expect(done.getByText("“Hydraulic weep at the boom cylinder.”")).toBeVisible();
  await expect(done.getByText(OPERATOR_NAME)).toBeVisible();
  await expectNoAxeViolations(page);

  // What the supervisor acts on: a follow-up work order for the shop, linked from the inspection.
  await done.getByRole("button", { name: /^Create Follow-up Work Order/ }).click();
  const create = page.getByRole("dialog", { name: "Create Work Order" });
  await expect(create.getByLabel("Title")).toHaveValue(`Inspection follow-up - ${number}`);
  await expect(create.getByLabel("Description")).toHaveValue(
    /Fluid Leaks \(Hydraulic weep at the boom cylinder\.\)/,
  );
  await create.getByRole("button", { name: "Create Work Order" }).click();
  await expect(create).toBeHidden();
  const link = done.getByRole("button", { name: `Follow-up: Inspection follow-up - ${number} · Pending` });
  await link.click();
  await expect(page.getByRole("dialog", { name: `Inspection follow-up - ${number}` })).toBeVisible();
});

test("without signal, 'Assign Operator' and 'Assign N Daily Inspections' wait on the device and go out once on reconnect", async ({
  page,
  context,
  request,
}) => {
  const { manager, number } = await addOwnMachine(request, "FSO");
  // And one with an operator and no inspection yet, so today's inspections are to be assigned (the button shows).
  const crew = await manager.get<{ users: { id: string }[] }>("/users?search=Carlos%20Mendez&role=OPERATOR");
  const run = await addOwnMachine(request, "FSR", crew.users[0]?.id);
  await signInAs(page, "FIELD_SUPERVISOR");
  await page.goto("/field-supervisor-dashboard");
  // The search is done while there is signal; then the supervisor walks onto the site.
  await machineCard(page, number);
  await expect(page.getByRole("button", { name: /^Assign \d+ Daily Inspections$/ })).toBeVisible();
  await loseSignal(page, context);

  const { dialog } = await assignOperator(page, number);
  await expect(dialog.getByText("Saved on this device")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create Assignment" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: /^Assign \d+ Daily Inspections$/ }).click();
  await expect(page.getByRole("button", { name: "Waiting for connection..." }).first()).toBeDisabled();
  await expect(page.getByText("(2 changes waiting to be sent)")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(`${number} is now assigned to ${OPERATOR_NAME}.`)).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await manager.get<{ assignments: unknown[] }>(
            `/equipment/assignments?search=${number}&status=ACTIVE`,
          )
        ).assignments.length,
    )
    .toBe(1);
  // The assignment went first, so the machine's inspection is among those assigned; each once.
  const inspections = async (machine: string) =>
    (
      await manager.get<{ workOrders: { title: string }[] }>(`/work-orders?search=${machine}`)
    ).workOrders.filter((workOrder) => workOrder.title === `Daily Inspection - ${machine}`).length;
  await expect.poll(() => inspections(number)).toBe(1);
  await expect.poll(() => inspections(run.number)).toBe(1);
  await expect(page.getByText("(2 changes waiting to be sent)")).toBeHidden();
});

for (const [device, viewport] of [
  ["a 375 px phone", { width: 375, height: 812 }],
  ["a desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test("all three tabs fit the screen and pass axe", async ({ page }) => {
      test.slow(); // axe over three full tabs of cards
      await signInAs(page, "FIELD_SUPERVISOR");
      await page.goto("/field-supervisor-dashboard");
      await expect(page.getByText("Total Equipment")).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
      for (const [tab, content] of [
        ["Equipment Assignments", page.getByRole("searchbox", { name: "Search equipment" })],
        ["Operator Management", page.getByRole("link", { name: /^View Assignments/ }).first()],
        ["Compliance Tracking", page.getByRole("heading", { name: "Daily Inspections" })],
      ] as const) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(content).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, tab).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test("another role gets the spec's access-denied text", async ({ page }) => {
  await signInAs(page, "FLEET_MANAGER");
  await page.goto("/field-supervisor-dashboard");
  await expect(
    page.getByText("Access Denied: This dashboard is only available to Field Supervisors."),
  ).toBeVisible();
});
