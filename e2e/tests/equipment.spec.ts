import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

interface Machine {
  id: string;
  equipmentNumber: string;
  name: string;
  status: string;
  category: string;
  make: string;
  serialNumber: string | null;
}
interface MachinePage {
  equipment: Machine[];
  pagination: { total: number };
}

test("a fleet manager filters and searches the seeded machines, and views one", async ({ page }) => {
  const session = await signInThroughApi(page.request, "FLEET_MANAGER");
  await useSession(page, session);
  const api = apiAs(page.request, session);
  const down = await api.get<MachinePage>("/equipment?status=DOWN_FOR_REPAIR&limit=100");
  const target = down.equipment.find((machine) => machine.serialNumber);
  if (!target?.serialNumber) throw new Error("The seed has a machine down for repair with a serial number");

  await page.goto("/equipment");
  await expect(page.getByRole("heading", { level: 1, name: "Heavy Equipment Fleet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Equipment Assignments" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();

  await page.getByLabel("Status").selectOption("DOWN_FOR_REPAIR");
  await expect(page).toHaveURL(/status=DOWN_FOR_REPAIR/);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(down.pagination.total);
  for (const card of await cards.all()) await expect(card.getByText("Down For Repair")).toBeVisible();

  await page.getByLabel("Category").selectOption(target.category);
  await page.getByLabel("Make").selectOption(target.make);
  await expect(page.getByRole("article", { name: target.name })).toBeVisible();

  await page.getByRole("button", { name: "Clear All Filters" }).click();
  await page.getByRole("searchbox", { name: "Search equipment" }).fill(target.serialNumber);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("article", { name: target.name })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search equipment" }).fill("no machine is called this");
  await expect(page.getByText("No equipment found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear All Filters" }).click();
  await expect(cards.first()).toBeVisible();

  await page.getByRole("searchbox", { name: "Search equipment" }).fill(target.equipmentNumber);
  await page.getByRole("article", { name: target.name }).getByRole("button", { name: /^View/ }).click();
  const details = page.getByRole("dialog", { name: target.name });
  await expect(details.getByText("currently down for repairs and unavailable for use")).toBeVisible();
  await expect(details.getByRole("img", { name: `QR code for ${target.equipmentNumber}` })).toBeVisible();
  await expect(details.getByRole("button", { name: "Print Label" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
});

test("a fleet manager adds, edits and deletes a machine", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  const number = `E2E-${uniqueSuffix()}`;
  const name = `Test Excavator ${number}`;
  await page.goto("/equipment");
  await page.getByRole("button", { name: "Add Equipment", exact: true }).click();
  const add = page.getByRole("dialog", { name: "Add Heavy Equipment" });
  await expect(add.getByLabel("Equipment type")).toHaveValue("EXCAVATOR");
  await expect(add.getByLabel("Category")).toHaveValue("EARTHMOVING");
  await expect(add.getByLabel("Status")).toHaveValue("OPERATIONAL");
  await expect(add.getByLabel("Year")).toHaveValue(String(new Date().getFullYear()));
  await expect(add.getByLabel("Hour meter")).toHaveValue("0");

  await add.getByLabel("Year").fill("1800");
  await add.getByRole("button", { name: "Add Heavy Equipment" }).click();
  await expect(add.getByText("Equipment name is required")).toBeVisible();
  await expect(add.getByText("Equipment number is required")).toBeVisible();
  await expect(add.getByText("Manufacturer is required")).toBeVisible();
  await expect(add.getByText("Year must be between 1900 and next year")).toBeVisible();

  await add.getByLabel("Equipment number").fill(number);
  await add.getByLabel("Equipment name").fill(name);
  await add.getByLabel("Manufacturer").fill("Caterpillar");
  await add.getByLabel("Year").fill("2024");
  await add.getByLabel("Model").fill("   ");
  await add.getByRole("button", { name: "Add Heavy Equipment" }).click();
  await expect(add.getByText("Model cannot be empty")).toBeVisible();
  await add.getByLabel("Model").fill("320");
  await add.getByRole("button", { name: "Add Heavy Equipment" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(`${number} ${name} was added to the fleet.`)).toBeVisible();

  // The same number again: the server's 409 lands on the field, and the modal stays open.
  await page.getByRole("button", { name: "Add Equipment", exact: true }).click();
  await add.getByLabel("Equipment number").fill(number.toLowerCase());
  await add.getByLabel("Equipment name").fill("Duplicate");
  await add.getByLabel("Manufacturer").fill("Komatsu");
  await add.getByRole("button", { name: "Add Heavy Equipment" }).click();
  await expect(add.getByText("Equipment number already exists")).toBeVisible();
  await add.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("searchbox", { name: "Search equipment" }).fill(number);
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  const renamed = `${name} Mk II`;
  await card.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Equipment" });
  await edit.getByLabel("Equipment name").fill("");
  await edit.getByRole("button", { name: "Update Equipment" }).click();
  await expect(edit.getByText("Equipment name is required")).toBeVisible();
  await edit.getByLabel("Equipment name").fill(renamed);
  await edit.getByLabel("Purchase date").fill("2024-03-15");
  const put = page.waitForRequest((request) => request.method() === "PUT");
  await edit.getByRole("button", { name: "Update Equipment" }).click();
  expect((await put).postDataJSON()).toEqual({ name: renamed, purchaseDate: "2024-03-15" });
  await expect(page.getByText("Equipment updated successfully")).toBeVisible();
  const renamedCard = page.getByRole("article", { name: renamed });
  await expect(renamedCard).toBeVisible();

  // Nothing changed: the modal just closes, and nothing is sent.
  await renamedCard.getByRole("button", { name: /^Edit/ }).click();
  await edit.getByRole("button", { name: "Update Equipment" }).click();
  await expect(edit).toBeHidden();

  await renamedCard.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Equipment" });
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${renamed}"? This action cannot be undone.`,
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Equipment deleted successfully")).toBeVisible();
  await expect(page.getByText("No equipment found")).toBeVisible();
});

test("a viewer sees the fleet without the add, edit and delete actions or the tabs", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "VIEWER"));
  await page.goto("/equipment");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Equipment", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Equipment Assignments" })).toHaveCount(0);
});

test("the fleet page and its modals have no serious accessibility violations", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations.filter(
      (violation) => violation.impact === "critical" || violation.impact === "serious",
    );
  await page.goto("/equipment");
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await serious()).toEqual([]);

  await page.getByRole("button", { name: "Add Equipment", exact: true }).click();
  const add = page.getByRole("dialog", { name: "Add Heavy Equipment" });
  await add.getByRole("button", { name: "Add Heavy Equipment" }).click();
  await expect(add.getByText("Equipment name is required")).toBeVisible();
  expect(await serious()).toEqual([]);
  await add.getByRole("button", { name: "Close" }).click();
  await expect(add).toBeHidden();

  await page.getByRole("button", { name: /^View/ }).first().click();
  await expect(page.getByRole("dialog").getByRole("img", { name: /^QR code/ })).toBeVisible();
  expect(await serious()).toEqual([]);
});
