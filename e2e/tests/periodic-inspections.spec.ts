import { expect, test } from "@playwright/test";
import { uniqueSuffix } from "../support/api-as.js";
import { axeClean, PHONE, pageAs } from "../support/page-as.js";
import { pageSettled } from "../support/page-settled.js";
import { drawSignature } from "../support/sign-pad.js";

interface Schedule {
  id: string;
  nextDueDate: string;
  lastDoneDate: string | null;
  dueState: string;
}

/**
 * Periodic inspections (docs/decisions/046): the foreman schedules a crane's annual inspection for the inspector;
 * the inspector sees it due on their dashboard (375 px phone), does it on the crane's annual checklist with a
 * failed critical item and signs; the crane becomes unsafe to operate and the schedule is next due a year on.
 */
test("a foreman schedules a crane's annual; the inspector does it, fails a critical item and signs", async ({
  browser,
}) => {
  const foreman = await pageAs(browser, "SHOP_FOREMAN", { width: 1280 });
  const inspector = await pageAs(browser, "INSPECTOR", PHONE);
  const number = `CRA-${uniqueSuffix()}`;
  const crane = await foreman.api.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name: `All-Terrain Crane ${number}`,
    make: "Grove",
    model: "GMK5150L",
    equipmentType: "CRANE",
    currentJobSite: "Canyon Cut",
  });
  // The crane's own annual checklist (the editor is checklist-templates.spec.ts's).
  await foreman.api.post("/checklist-templates", {
    name: `Annual ${number}`,
    equipmentId: crane.id,
    kind: "ANNUAL",
    sections: [
      {
        title: "Structure",
        items: [
          { name: "Boom welds and lacing", kind: "PASS_FAIL", critical: true },
          {
            name: "Load moment indicator test",
            kind: "READING",
            unit: "%",
            min: 95,
            max: 105,
            critical: true,
          },
          { name: "Cab glass", kind: "PASS_FAIL_NA" },
        ],
      },
    ],
  });

  // The foreman schedules it, assigned to the inspector, due today.
  let page = foreman.page;
  await page.goto("/periodic-inspections");
  await page.getByRole("button", { name: "New Schedule" }).click();
  const form = page.getByRole("dialog", { name: "New Periodic Inspection Schedule" });
  // The searchable pickers (the form's native selects have options of their own).
  const pick = async (label: string, query: string) => {
    const box = form.getByRole("combobox", { name: label });
    await box.click();
    await box.fill(query);
    await expect(form.getByRole("listbox", { name: label }).getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    await box.press("Enter");
  };
  await pick("Equipment", number);
  await form.getByLabel("Inspection").selectOption("ANNUAL");
  const title = `Annual crane inspection ${number}`;
  await form.getByLabel("Title").fill(title);
  await expect(form.getByLabel("Every")).toHaveValue("12");
  const inspectorName = `${inspector.session.user.firstName} ${inspector.session.user.lastName}`;
  await pick("Assigned to", inspector.session.user.lastName);
  await pageSettled(page);
  await axeClean(page);
  await form.getByRole("button", { name: "Create Schedule" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Periodic inspection scheduled")).toBeVisible();
  const schedules = page.getByRole("region", { name: "Schedules" });
  await expect(schedules.getByRole("heading", { name: title })).toBeVisible();
  await expect(schedules.getByText(`Assigned to ${inspectorName}`).first()).toBeVisible();

  // The inspector's dashboard on the phone: it is due; the inspection opens on the crane's annual checklist.
  page = inspector.page;
  await page.goto("/dashboard");
  const due = page.getByRole("region", { name: /^Due/ });
  await expect(due.getByRole("heading", { name: title })).toBeVisible();
  await pageSettled(page);
  await axeClean(page);
  await due.getByRole("button", { name: `Start ${title} of ${number}` }).click();
  const checklist = page.getByRole("dialog", { name: "Annual inspection" });
  await expect(checklist.getByText(`Annual ${number} · version 1`)).toBeVisible();
  const boom = checklist.getByRole("group", { name: "Boom welds and lacing" });
  await boom.getByRole("radio", { name: "Needs attention" }).check();
  await checklist.getByLabel("Boom welds and lacing notes").fill("Crack at the third lacing");
  await checklist.getByRole("group", { name: "Load moment indicator test" }).getByRole("textbox").fill("100");
  await checklist.getByRole("group", { name: "Cab glass" }).getByRole("radio", { name: "N/A" }).check();
  await drawSignature(checklist);
  await pageSettled(page);
  await axeClean(page);
  await checklist.getByRole("button", { name: "Sign and Submit" }).click();
  await expect(checklist).toBeHidden();
  await expect(page.getByText("Periodic inspection submitted: defects were reported")).toBeVisible();
  await expect(due.getByRole("heading", { name: title })).toBeHidden();
  const done = page.getByRole("region", { name: /^Done in the last 30 days/ });
  await expect(done.getByRole("link", { name: `${title} - ${number}` })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /^Critical defects awaiting certification/ })
      .getByText("Boom welds and lacing"),
  ).toBeVisible();

  // The crane is unsafe to operate; the schedule counts from today and is next due in a year.
  const machines = await foreman.api.get<{ equipment: { unsafeReason: string | null }[] }>(
    `/equipment?search=${number}`,
  );
  expect(machines.equipment[0]?.unsafeReason).toBe("Open critical defect: Boom welds and lacing");
  const listed = await foreman.api.get<{ schedules: Schedule[] }>(
    `/periodic-inspections/schedules?equipmentId=${crane.id}`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const [year, month, day] = today.split("-").map(Number);
  expect(listed.schedules[0]).toMatchObject({ lastDoneDate: today, dueState: "SCHEDULED" });
  expect(listed.schedules[0]?.nextDueDate.slice(0, 4)).toBe(String((year ?? 0) + 1));
  expect(Number(listed.schedules[0]?.nextDueDate.slice(5, 7))).toBe(month);
  expect(Number(listed.schedules[0]?.nextDueDate.slice(8, 10))).toBeLessThanOrEqual(day ?? 31);
});
