import { expect, test } from "@playwright/test";
import { uniqueSuffix } from "../support/api-as.js";
import { axeClean, pageAs } from "../support/page-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";
import { drawSignature } from "../support/sign-pad.js";

/**
 * Checklist templates (docs/decisions/042): the foreman builds the cranes' checklist with a reading and its
 * range; the operator's daily inspection of a crane asks it, without signal (the dashboard kept it on the phone),
 * a reading out of range is a failed (critical) item and so a defect that makes the crane unsafe to operate.
 */
test("a foreman's crane checklist with a reading; the operator's out-of-range reading fails the item", async ({
  browser,
}) => {
  const foreman = await pageAs(browser, "SHOP_FOREMAN", { width: 1280 });
  let page = foreman.page;
  await page.goto("/checklist-templates");
  await expect(page.getByRole("heading", { name: "Daily inspection (all equipment)" })).toBeVisible();
  await pageSettled(page);
  await axeClean(page);

  const name = `Crane daily ${uniqueSuffix()}`;
  const crane = page.getByRole("button", { name: /^Edit Crane daily/ });
  await ((await crane.count()) ? crane.first() : page.getByRole("button", { name: "New Template" })).click();
  const editor = page.getByRole("dialog", { name: /Checklist/ });
  await editor.getByLabel("Template name").fill(name);
  const type = editor.getByLabel("Equipment type");
  if (await type.count()) await type.selectOption("CRANE");
  const first = editor.getByRole("region", { name: "Section 1" });
  await first.getByLabel("Section 1 title").fill("Boom & Hoist");
  const gauge = first.getByRole("group", { name: "Item 1" });
  await gauge.getByLabel("Item name").fill("Boom hydraulic pressure");
  await gauge.getByLabel("Kind").selectOption("READING");
  await gauge.getByLabel("Unit").fill("bar");
  await gauge.getByLabel("Minimum").fill("150");
  await gauge.getByLabel("Maximum").fill("210");
  await gauge.getByLabel(/^Critical/).check();
  if ((await first.getByRole("group", { name: "Item 2" }).count()) === 0)
    await first.getByRole("button", { name: "Add Item" }).click();
  const latch = first.getByRole("group", { name: "Item 2" });
  await latch.getByLabel("Item name").fill("Hook safety latch");
  await latch.getByLabel("Kind").selectOption("PASS_FAIL");
  await axeClean(page);
  await editor.getByRole("button", { name: /^Publish Version/ }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // A crane of the test's own, run by the demo operator; the operator opens today's checklist on the phone.
  const operator = await pageAs(browser, "OPERATOR", { width: 375 });
  const number = `CR-${uniqueSuffix()}`;
  await foreman.api.post("/equipment", {
    equipmentNumber: number,
    name: `Tower Crane ${number}`,
    make: "Liebherr",
    model: "LTM 1090",
    equipmentType: "CRANE",
    currentJobSite: "Canyon Cut",
    assignedOperatorId: operator.session.user.id,
  });
  page = operator.page;
  await page.goto("/operator-dashboard");
  const card = page.getByRole("article", { name: `Daily Inspection - ${number}` });
  await expect(card).toBeVisible();
  await pageSettled(page);
  // Out of signal at the crane: the dashboard kept today's checklist on the phone, the form opens from it.
  await page.context().setOffline(true);
  await card.getByRole("button", { name: /^Start Work / }).click();
  const checklist = page.getByRole("dialog", { name: "Daily Equipment Inspection" });
  await expect(checklist.getByRole("heading", { name: "Boom & Hoist" })).toBeVisible();
  await expect(checklist.getByText(`${name} · version`)).toBeVisible();
  const reading = checklist.getByRole("group", { name: "Boom hydraulic pressure" });
  await expect(reading.getByText("Allowed between 150 and 210 bar")).toBeVisible();
  await reading.getByRole("textbox").fill("240");
  await expect(
    reading.getByText("Out of range: this item will be reported as needing attention."),
  ).toBeVisible();
  await checklist
    .getByRole("group", { name: "Hook safety latch" })
    .getByRole("radio", { name: "OK" })
    .check();
  // The operator signs the inspection (docs/decisions/043), offline as well.
  await drawSignature(checklist);
  await pageSettled(page);
  await axeClean(page);
  await checklist.getByRole("button", { name: "Submit Inspection" }).click();
  await expect(checklist.getByText("Saved on this device")).toBeVisible();
  await page.context().setOffline(false);
  await expect(checklist).toBeHidden();
  await expect(
    page.getByText("Daily inspection completed with items needing attention. Supervisor has been notified."),
  ).toBeVisible();

  // The reading out of range is a failed item: a critical defect, so the crane is unsafe to operate.
  const machines = await foreman.api.get<{ equipment: { id: string; unsafeReason: string | null }[] }>(
    `/equipment?search=${number}`,
  );
  expect(machines.equipment[0]?.unsafeReason).toBe("Open critical defect: Boom hydraulic pressure");
  const defects = await foreman.api.get<{ defects: { item: string; notes: string; critical: boolean }[] }>(
    `/equipment/${machines.equipment[0]?.id}/defects`,
  );
  expect(defects.defects).toEqual([
    expect.objectContaining({
      item: "Boom hydraulic pressure",
      critical: true,
      notes: "Reading 240 bar is out of range (allowed between 150 and 210 bar).",
    }),
  ]);
});

test("a foreman builds one machine's own checklist; the machine's inspection asks it", async ({
  browser,
}) => {
  const foreman = await pageAs(browser, "SHOP_FOREMAN", { width: 1280 });
  const number = `XM-${uniqueSuffix()}`;
  const machine = await foreman.api.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name: `Excavator ${number}`,
    make: "Komatsu",
    model: "PC210",
    equipmentType: "EXCAVATOR",
    currentJobSite: "Canyon Cut",
  });
  const page = foreman.page;
  await page.goto("/checklist-templates");
  await page.getByRole("button", { name: "New Template" }).click();
  const editor = page.getByRole("dialog", { name: "New Checklist Template" });
  await editor.getByLabel("Template name").fill(`Thumb attachment ${number}`);
  await editor.getByLabel("For").selectOption("machine");
  // The machine picker (the scope's native select has options of its own).
  const box = editor.getByRole("combobox", { name: "Equipment" });
  await box.click();
  await box.fill(number);
  await expect(editor.getByRole("listbox", { name: "Equipment" }).getByRole("option").first()).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await box.press("Enter");
  const section = editor.getByRole("region", { name: "Section 1" });
  await section.getByLabel("Section 1 title").fill("Thumb");
  await section.getByRole("group", { name: "Item 1" }).getByLabel("Item name").fill("Thumb pins");
  await axeClean(page);
  await editor.getByRole("button", { name: "Publish Version 1" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(`${number} · Excavator ${number}`)).toBeVisible();
  const own = await foreman.api.get<{ name: string; equipment: { id: string } }>(
    `/equipment/${machine.id}/checklist-template`,
  );
  expect(own).toMatchObject({ name: `Thumb attachment ${number}`, equipment: { id: machine.id } });
});

test("the checklist templates page is for foremen and managers", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));
  await page.goto("/checklist-templates");
  await expect(
    page.getByText(
      "Checklist templates are only available to the shop foreman, fleet managers and super administrators.",
    ),
  ).toBeVisible();
});
