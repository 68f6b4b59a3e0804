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

  // On the Defects page the card leads to every defect of that checklist item (migration 035's column).
  page = foreman.page;
  await page.goto("/defects?critical=true");
  const defect = page.getByRole("article", { name: new RegExp(`${number}.*Boom hydraulic pressure`) });
  await defect.getByRole("link", { name: /^Every defect of this checklist item/ }).click();
  await expect(page).toHaveURL(/\/defects\?item=[0-9a-f-]{36}$/);
  await expect(page.getByText("One checklist item's defects: Boom hydraulic pressure")).toBeVisible();
  await expect(
    page.getByRole("article", { name: new RegExp(`${number}.*Boom hydraulic pressure`) }),
  ).toBeVisible();
  const items = await page.getByRole("article").allInnerTexts();
  expect(items.every((text) => text.includes("Boom hydraulic pressure"))).toBe(true);
  await pageSettled(page);
  await axeClean(page);
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

test("a foreman starts a machine's checklist as a copy of the default, and puts items and sections in order by keyboard", async ({
  browser,
}) => {
  const foreman = await pageAs(browser, "SHOP_FOREMAN", { width: 1280 });
  const number = `CP-${uniqueSuffix()}`;
  const machine = await foreman.api.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name: `Loader ${number}`,
    make: "Caterpillar",
    model: "950M",
    equipmentType: "LOADER",
    currentJobSite: "Canyon Cut",
  });
  const page = foreman.page;
  await page.goto("/checklist-templates");
  await page.getByRole("button", { name: "New Template" }).click();
  const editor = page.getByRole("dialog", { name: "New Checklist Template" });
  const start = editor.getByLabel("Start from");
  const copy = start.locator("option", { hasText: "A copy of Daily inspection (all equipment)" });
  await start.selectOption((await copy.getAttribute("value")) ?? "");
  await expect(editor.getByLabel("Template name")).toHaveValue("Daily inspection (all equipment) (copy)");
  await editor.getByLabel("Template name").fill(`Loader ${number}`);
  await expect(editor.getByLabel("Section 4 title")).toHaveValue("Visual Inspection");
  const fluids = editor.getByRole("region", { name: "Section 1" });
  await expect(fluids.getByRole("group", { name: "Item 1" }).getByLabel("Item name")).toHaveValue(
    "Engine Oil",
  );

  // Engine Oil one down, by keyboard; focus follows it to its new place.
  await fluids.getByRole("button", { name: "Move Item 1 down" }).focus();
  await page.keyboard.press("Enter");
  await expect(fluids.getByRole("group", { name: "Item 1" }).getByLabel("Item name")).toHaveValue("Coolant");
  await expect(fluids.getByRole("group", { name: "Item 2" }).getByLabel("Item name")).toHaveValue(
    "Engine Oil",
  );
  await expect(fluids.getByRole("button", { name: "Move Item 2 down" })).toBeFocused();
  // The first item moves no higher: its Up is disabled.
  await expect(fluids.getByRole("button", { name: "Move Item 1 up" })).toBeDisabled();
  // The last section to the top, two presses of Up; at the top focus goes to its Down.
  await editor.getByRole("button", { name: "Move Section 4 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(editor.getByRole("button", { name: "Move Section 3 up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(editor.getByRole("button", { name: "Move Section 1 down" })).toBeFocused();
  await expect(editor.getByLabel("Section 1 title")).toHaveValue("Visual Inspection");
  await expect(editor.getByLabel("Section 2 title")).toHaveValue("Engine & Fluids");

  await editor.getByLabel("For").selectOption("machine");
  const box = editor.getByRole("combobox", { name: "Equipment" });
  await box.click();
  await box.fill(number);
  await expect(editor.getByRole("listbox", { name: "Equipment" }).getByRole("option").first()).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await box.press("Enter");
  await pageSettled(page);
  await axeClean(page);
  await editor.getByRole("button", { name: "Publish Version 1" }).click();
  await expect(editor).toBeHidden();

  // Published in the order set, its items its own (not the default's).
  const own = await foreman.api.get<{
    name: string;
    sections: { title: string; items: { id: string; name: string }[] }[];
  }>(`/equipment/${machine.id}/checklist-template`);
  expect(own.sections.map((section) => section.title)).toEqual([
    "Visual Inspection",
    "Engine & Fluids",
    "Safety Systems",
    "Operational Systems",
  ]);
  expect(own.sections[1]?.items.map((item) => item.name)).toEqual([
    "Coolant",
    "Engine Oil",
    "Hydraulic Fluid",
    "Fuel & Water Separator",
  ]);
  const templates = await foreman.api.get<{
    templates: { isDefault: boolean; sections: { items: { id: string }[] }[] }[];
  }>("/checklist-templates");
  const defaults = new Set(
    templates.templates
      .find((template) => template.isDefault)
      ?.sections.flatMap((section) => section.items.map((item) => item.id)),
  );
  expect(own.sections.flatMap((section) => section.items).some((item) => defaults.has(item.id))).toBe(false);
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
