import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { pickOption } from "../support/pick-option.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}
interface Machine {
  id: string;
  equipmentNumber: string;
  name: string;
}

test("creating an assignment on a machine with an operator transfers it, and ending it completes it", async ({
  page,
}) => {
  const session = await signInThroughApi(page.request, "FLEET_MANAGER");
  await useSession(page, session);
  const api = apiAs(page.request, session);
  const operators = (await api.get<{ users: Person[] }>("/users?role=OPERATOR&status=ACTIVE&limit=100"))
    .users;
  const [first, second] = operators;
  if (!first || !second) throw new Error("The seed has at least two active operators");
  // A machine of this test's own, already run by the first operator (so parallel tests never share it).
  const number = `AS-${uniqueSuffix()}`;
  const machine = await api.post<Machine>("/equipment", {
    equipmentNumber: number,
    name: `Transfer Loader ${number}`,
    make: "Volvo",
    equipmentType: "LOADER",
    hourMeter: 1234.5,
    currentJobSite: "North Quarry",
    assignedOperatorId: first.id,
  });

  await page.goto("/equipment/assignments");
  await expect(
    page.getByRole("heading", { name: "Heavy Equipment Assignment Management" }).first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Assign Equipment" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Equipment Assignment" });
  const submit = dialog.getByRole("button", { name: "Create Assignment" });
  await expect(submit).toBeDisabled();

  await pickOption(page.getByRole("dialog"), "Equipment", number);
  await expect(dialog.getByRole("combobox", { name: "Equipment" })).toHaveValue(
    `${number} · ${machine.name}`,
  );
  await expect(
    dialog.getByText(
      "This equipment is currently assigned to another operator. Creating this assignment will end the previous assignment.",
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel("Job site")).toHaveValue("North Quarry");
  await expect(dialog.getByLabel("Hour meter reading")).toHaveValue("1234.5");
  await expect(submit).toBeDisabled();

  await pickOption(page.getByRole("dialog"), "Operator", second.email);
  await expect(submit).toBeEnabled();
  await dialog.getByLabel("Notes").fill("Swap for the night shift");
  await expect(dialog.getByText("24/500 characters")).toBeVisible();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`${number} is now assigned to ${second.firstName} ${second.lastName}.`),
  ).toBeVisible();

  await page.goto(`/equipment-assignments?equipment=${machine.id}`);
  await expect(page).toHaveURL(new RegExp(`/equipment/assignments\\?equipment=${machine.id}$`));
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  const active = cards.filter({ hasText: "Active" });
  const transferred = cards.filter({ hasText: "Transferred" });
  await expect(active).toContainText(`${second.firstName} ${second.lastName}`);
  await expect(transferred).toContainText(`${first.firstName} ${first.lastName}`);
  await expect(transferred.getByRole("button", { name: /^End Assignment/ })).toHaveCount(0);

  await active.getByRole("button", { name: /^End Assignment/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "End Assignment" });
  await confirm.getByRole("button", { name: "End Assignment" }).click();
  await expect(page.getByText("Assignment ended")).toBeVisible();
  await expect(cards.filter({ hasText: "Completed" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^End Assignment/ })).toHaveCount(0);
});

test("the assignment form shows each validation message", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.goto("/equipment/assignments");
  await page.getByRole("button", { name: "Assign Equipment" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Equipment Assignment" });
  await dialog.getByRole("combobox", { name: "Equipment" }).focus();
  await dialog.getByRole("combobox", { name: "Operator" }).focus();
  await dialog.getByLabel("Job site").focus();
  await dialog.getByLabel("Start date").focus();
  await expect(dialog.getByText("Equipment selection is required")).toBeVisible();
  await expect(dialog.getByText("Operator selection is required")).toBeVisible();
  await expect(dialog.getByText("Job site is required")).toBeVisible();
  await dialog.getByLabel("Start date").fill("2026-05-10T09:00");
  await dialog.getByLabel("End date").fill("2026-05-09T09:00");
  await dialog.getByLabel("Hour meter reading").fill("-1");
  await dialog.getByLabel("Mileage reading").fill("-2");
  await dialog.getByLabel("Notes").focus();
  await expect(dialog.getByText("End date must be after start date")).toBeVisible();
  await expect(dialog.getByText("Hour meter reading must be a valid positive number")).toBeVisible();
  await expect(dialog.getByText("Mileage reading must be a valid positive number")).toBeVisible();
  await dialog.getByLabel("Start date").fill("");
  await dialog.getByLabel("Notes").focus();
  await expect(dialog.getByText("Start date is required")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the assignments list pages through 'Page X of Y'", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  await page.goto("/equipment/assignments");
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(20);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test("an operator sees only their own assignments and no add, assign or end actions", async ({ page }) => {
  const session = await signInThroughApi(page.request, "OPERATOR");
  await useSession(page, session);
  const me = `${session.user.firstName} ${(session.user as { lastName?: string }).lastName ?? ""}`.trim();
  await page.goto("/equipment/assignments");
  await expect(page.getByRole("heading", { level: 1, name: "My Equipment Assignments" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: me })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Assign Equipment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^End Assignment/ })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Operator" })).toHaveCount(0);

  await page.getByRole("link", { name: "Equipment Inventory" }).click();
  await expect(page).toHaveURL(/\/equipment$/);
  await expect(page.getByRole("article").first()).toBeVisible();
  // An operator's fleet is the machines assigned to them.
  // (Retried: other tests give this operator machines while it runs.)
  await expect(page.getByRole("article").filter({ hasNotText: me })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Equipment", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  // And the server refuses what the screen does not offer.
  const refused = await page.request.post("/api/v1/equipment", {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { equipmentNumber: "OP-TRY-1", name: "Not mine to add", make: "Caterpillar" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, code: "INSUFFICIENT_PERMISSIONS" });
});

test("the assignments page and the assignment modal have no serious accessibility violations", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.filter(
      (violation) => violation.impact === "critical" || violation.impact === "serious",
    );
  await page.goto("/equipment/assignments");
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole("button", { name: "Assign Equipment" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Equipment Assignment" });
  const equipment = dialog.getByRole("combobox", { name: "Equipment" });
  await equipment.click();
  await expect(dialog.getByRole("option").first()).toBeVisible();
  expect(await serious()).toEqual([]);
  // Escape closes the list only; a second Escape closes the dialog.
  await equipment.press("Escape");
  await expect(dialog.getByRole("option").first()).toBeHidden();
  await expect(dialog).toBeVisible();
  await equipment.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Assign Equipment" })).toBeFocused();
});
