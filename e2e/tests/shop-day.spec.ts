import { type Browser, expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import type { DemoRole } from "../support/demo-users.js";
import { pickOption } from "../support/pick-option.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

interface Machine {
  id: string;
  equipmentNumber: string;
  name: string;
  hourMeter: number;
}

/** A page of its own (own browser context, own session) for each person of the day. */
async function pageFor(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, await signInThroughApi(page.request, role));
  return page;
}

test("the shop's day: an operator's breakdown is assigned by the foreman and repaired by the mechanic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A machine of this test's own, run by the demo operator, so parallel tests never share it.
  const manager = await pageFor(browser, "FLEET_MANAGER");
  const managerSession = await signInThroughApi(manager.request, "FLEET_MANAGER");
  const api = apiAs(manager.request, managerSession);
  const [operator] = (
    await api.get<{ users: { id: string; email: string }[] }>("/users?role=OPERATOR&search=operator%40")
  ).users.filter((user) => user.email === "operator@summitridge.example");
  if (!operator) throw new Error("The seed has the demo operator");
  const number = `SD-${uniqueSuffix()}`;
  const machine = await api.post<Machine>("/equipment", {
    equipmentNumber: number,
    name: `Shop Day Excavator ${number}`,
    make: "Caterpillar",
    equipmentType: "EXCAVATOR",
    hourMeter: 4210.5,
    currentJobSite: "Riverside Interchange",
    assignedOperatorId: operator.id,
  });
  await manager.context().close();
  const title = `Hydraulic hose burst on ${number}`;

  // 1. The operator escalates the breakdown from the dashboard.
  const operatorPage = await pageFor(browser, "OPERATOR");
  await operatorPage.goto("/operator-dashboard");
  await operatorPage.getByRole("button", { name: "Report Issue", exact: true }).click();
  const escalate = operatorPage.getByRole("dialog", { name: "Escalate Equipment Issue" });
  const send = escalate.getByRole("button", { name: "Escalate Issue" });
  await expect(send).toBeDisabled();
  await pickOption(escalate, "Equipment", number);
  await escalate.getByLabel("Issue type").selectOption("BREAKDOWN");
  await escalate.getByLabel("Issue title").fill(title);
  await escalate.getByLabel("Detailed description").fill("Main boom hose split; oil on the ground.");
  await escalate.getByRole("checkbox", { name: "Equipment is inoperable" }).check();
  await expect(escalate.getByLabel("Severity")).not.toHaveValue("LOW");
  await send.click();
  await expect(operatorPage.getByText("Issue escalated to the shop foreman")).toBeVisible();

  // 2. The foreman sees it among the escalated issues and assigns the mechanic.
  const foreman = await pageFor(browser, "SHOP_FOREMAN");
  await foreman.goto("/mechanic-dashboard");
  const escalated = foreman.getByRole("region", { name: /Escalated Issues Requiring Assignment/ });
  const issue = escalated.getByRole("listitem").filter({ hasText: title });
  await expect(issue).toBeVisible();
  await issue.getByRole("button", { name: `Assign Mechanic ${title}` }).click();
  const assign = foreman.getByRole("dialog", { name: "Assign Mechanic" });
  await pickOption(assign, "Mechanic", "Luis Ortega");
  await assign.getByLabel("Estimated hours").fill("3.5");
  await assign.getByRole("button", { name: "Assign Mechanic" }).click();
  await expect(assign).toBeHidden();
  await expect(issue).toBeHidden();

  // 3. The mechanic starts the work with the meter reading, then completes it with notes and hours.
  const mechanic = await pageFor(browser, "MECHANIC");
  await mechanic.goto("/mechanic-dashboard");
  await mechanic.getByRole("button", { name: `Start Work ${title}` }).click();
  const work = mechanic.getByRole("dialog", { name: title });
  await expect(work.getByLabel("Hour meter start")).toHaveValue("4210.5");
  await work.getByLabel("Hour meter start").fill("4211");
  await work.getByRole("button", { name: "Start Work" }).click();
  await expect(work.getByRole("button", { name: "Complete Work" })).toBeVisible();
  await work.getByLabel("Completion notes").fill("Replaced the boom hose and topped up hydraulic oil.");
  await work.getByLabel("Actual hours").fill("2.75");
  await work.getByLabel("Final hour meter").fill("4213.4");
  await expect(work.getByRole("checkbox", { name: "Return equipment to service" })).toBeChecked();
  await work.getByRole("button", { name: "Complete Work" }).click();
  await expect(work.getByText("Work Order Completed", { exact: true })).toBeVisible();
  await expect(work.getByText("Replaced the boom hose and topped up hydraulic oil.")).toBeVisible();

  // 4. The operator sees it completed, and the machine back in service with its hour meter moved.
  await operatorPage.goto(`/work-orders?status=COMPLETED&search=${encodeURIComponent(number)}`);
  const card = operatorPage.getByRole("article", { name: title });
  await expect(card.getByText("Completed")).toBeVisible();
  await operatorPage.goto(`/equipment?search=${encodeURIComponent(number)}`);
  const machineCard = operatorPage.getByRole("article", { name: machine.name });
  await expect(machineCard.getByText("4,213.4 h")).toBeVisible();
  await expect(machineCard.getByText("Operational")).toBeVisible();
});
