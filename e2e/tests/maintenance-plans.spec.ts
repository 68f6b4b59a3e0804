import { type Browser, expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import type { DemoRole } from "../support/demo-users.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/** A page of its own (own browser context, own session) for each person. */
async function pageFor(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, await signInThroughApi(page.request, role));
  return page;
}

/** Equipment Details of the machine numbered `number`, opened from the fleet page. */
async function openDetails(page: Page, number: string, name: string) {
  await page.goto(`/equipment?search=${encodeURIComponent(number)}`);
  await page.getByRole("article", { name }).getByRole("button", { name: /^View/ }).click();
  return page.getByRole("dialog", { name });
}

test("a 250 h plan comes due after Complete Work moves the meter past it, and the foreman makes its one order", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const number = `PM-${uniqueSuffix()}`;
  const name = `Plan Excavator ${number}`;
  const planTitle = `250 h oil service ${number}`;

  // The foreman adds a machine of this test's own at 240 h, with a 250 h plan counted from 0 h.
  let foreman = await pageFor(browser, "SHOP_FOREMAN");
  const foremanSession = await signInThroughApi(request, "SHOP_FOREMAN");
  const foremanApi = apiAs(request, foremanSession);
  const machine = await foremanApi.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name,
    make: "Caterpillar",
    equipmentType: "EXCAVATOR",
    hourMeter: 240,
  });
  let details = await openDetails(foreman, number, name);
  const plans = details.getByRole("region", { name: "Maintenance Plans" });
  await expect(plans.getByText("No maintenance plans yet.", { exact: false })).toBeVisible();
  await plans.getByRole("button", { name: "Add Plan" }).click();
  const form = foreman.getByRole("dialog", { name: "Add Maintenance Plan" });
  await form.getByLabel("Title").fill(planTitle);
  await form.getByLabel("Every (engine hours)").fill("250");
  await form.getByLabel("Estimated hours").fill("2");
  await form.getByLabel("Checklist").fill("Drain engine oil\nReplace oil filter\nRefill 15W-40");
  await form.getByLabel("Hour meter at last service").fill("0");
  await form.getByRole("button", { name: "Add Plan" }).click();
  await expect(form).toBeHidden();
  const card = plans.getByRole("listitem", { name: planTitle });
  await expect(card.getByText("On schedule")).toBeVisible();
  await expect(card.getByText("250 h (10 h to go)")).toBeVisible();
  // GET /maintenance/schedule answers at the top level (a stats answer), not in `data`.
  const dueTitles = async () => {
    const response = await request.get("/api/v1/maintenance/schedule", {
      headers: { authorization: `Bearer ${foremanSession.accessToken}` },
    });
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { duePlans: { title: string }[] }).duePlans.map((due) => due.title);
  };
  expect(await dueTitles()).not.toContain(planTitle);

  // A repair on the machine: the mechanic completes it with the final hour meter past the plan's 250 h.
  const mechanic = await pageFor(browser, "MECHANIC");
  const mechanicId = (await signInThroughApi(mechanic.request, "MECHANIC")).user.id;
  const repairTitle = `Track adjustment on ${number}`;
  await foremanApi.post("/work-orders", {
    title: repairTitle,
    description: "Adjust the track tension on both sides.",
    equipmentId: machine.id,
    mechanicId,
  });
  await mechanic.goto("/mechanic-dashboard");
  await mechanic.getByRole("button", { name: `Start Work ${repairTitle}` }).click();
  const work = mechanic.getByRole("dialog", { name: repairTitle });
  await work.getByRole("button", { name: "Start Work" }).click();
  await expect(work.getByRole("button", { name: "Complete Work" })).toBeVisible();
  await work.getByLabel("Final hour meter").fill("251.5");
  await work.getByRole("button", { name: "Complete Work" }).click();
  await expect(work.getByText("Work Order Completed", { exact: true })).toBeVisible();

  // The plan is due on the machine's details and in the foreman's due maintenance. (A new session: the first
  // one keeps the details it read for their 2 minutes of freshness, part 1, 7.)
  await foreman.context().close();
  foreman = await pageFor(browser, "SHOP_FOREMAN");
  details = await openDetails(foreman, number, name);
  const dueCard = details.getByRole("listitem", { name: planTitle });
  await expect(dueCard.getByText("Due", { exact: true })).toBeVisible();
  await expect(dueCard.getByText("250 h (1.5 h overdue)")).toBeVisible();
  expect(await dueTitles()).toContain(planTitle);
  await foreman.goto("/mechanic-dashboard");
  const create = foreman.getByRole("button", { name: /^Create \d+ Maintenance Orders$/ });
  await expect(create).toBeVisible({ timeout: 30_000 });
  await create.click();
  await expect(foreman.getByText(/^Created \d+ maintenance orders?$/)).toBeVisible({ timeout: 30_000 });

  // Exactly one open order for the plan; the plan now waits for it and is no longer due.
  const orders = await foremanApi.get<{ workOrders: { title: string; status: string }[] }>(
    `/work-orders?search=${encodeURIComponent(number)}`,
  );
  expect(orders.workOrders.filter((wo) => wo.title === `${planTitle} - ${number}`)).toEqual([
    expect.objectContaining({ status: "PENDING" }),
  ]);
  expect(await dueTitles()).not.toContain(planTitle);
  details = await openDetails(foreman, number, name);
  const waiting = details.getByRole("listitem", { name: planTitle });
  await expect(waiting.getByText("Work order open")).toBeVisible();
  await expect(waiting.getByText(`${planTitle} - ${number} · Pending`)).toBeVisible();
});
