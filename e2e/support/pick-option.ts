import { expect, type Locator } from "@playwright/test";

/** Picks an option in a searchable picker inside `scope` with the keyboard: type, ArrowDown, Enter. */
export async function pickOption(scope: Locator, label: string, query: string) {
  const box = scope.getByRole("combobox", { name: label });
  await box.click();
  await box.fill(query);
  await expect(scope.getByRole("option").first()).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await box.press("Enter");
}
