import { expect, test } from "@playwright/test";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test.skip(({ isMobile }) => !isMobile, "the phone project's layout");

test("on a 375 px phone the filters fold away and the add form scrolls inside its modal", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  await page.goto("/equipment");
  await expect(page.getByRole("article").first()).toBeVisible();
  const status = page.getByLabel("Status");
  await expect(status).toBeHidden();
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(status).toBeVisible();

  await page.getByRole("button", { name: "Add Equipment", exact: true }).click();
  const add = page.getByRole("dialog", { name: "Add Heavy Equipment" });
  const viewport = page.viewportSize();
  const box = await add.boundingBox();
  expect(box && viewport && box.height <= viewport.height && box.width <= viewport.width).toBeTruthy();
  const notes = add.getByLabel("Notes");
  await notes.fill("Scrolled all the way down");
  await expect(notes).toBeInViewport();
  await expect(add.getByRole("button", { name: "Add Heavy Equipment" })).toBeInViewport();
  // Tab stays inside the dialog: from its last control to its first, and back.
  await add.getByRole("button", { name: "Add Heavy Equipment" }).focus();
  await page.keyboard.press("Tab");
  await expect(add.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(add.getByRole("button", { name: "Add Heavy Equipment" })).toBeFocused();
});
