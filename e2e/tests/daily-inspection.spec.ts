import { expect, test } from "@playwright/test";
import { operatorWithOwnMachine } from "../support/operator-machine.js";
import { drawSignature } from "../support/sign-pad.js";

test("an operator's daily checklist: all 16 items required, one needing attention goes to the supervisor", async ({
  page,
  request,
}) => {
  // A machine of the test's own: opening the dashboard assigns today's inspection for it.
  const { number } = await operatorWithOwnMachine(page, request, "DI");
  await page.goto("/operator-dashboard");
  const card = page.getByRole("article", { name: `Daily Inspection - ${number}` });
  await card.getByRole("button", { name: /^Start Work / }).click();

  const checklist = page.getByRole("dialog", { name: "Daily Equipment Inspection" });
  await expect(checklist).toContainText(number);
  await checklist.getByRole("button", { name: "Submit Inspection" }).click();
  await expect(checklist.getByRole("alert")).toContainText(
    "Please complete all inspection items before submitting.",
  );
  const okChoices = checklist.getByRole("radio", { name: "OK", exact: true });
  await expect(okChoices).toHaveCount(16);
  for (const choice of await okChoices.all()) await choice.check();
  const leaks = checklist.getByRole("group", { name: "Fluid Leaks" });
  await leaks.getByRole("radio", { name: "Needs attention" }).check();
  await checklist.getByLabel("Fluid Leaks notes").fill("Drip under the final drive.");
  await checklist.getByLabel("Hour Meter Reading").fill("12.5");
  await drawSignature(checklist);
  await checklist.getByRole("button", { name: "Submit Inspection" }).click();

  await expect(checklist).toBeHidden();
  await expect(
    page.getByText("Daily inspection completed with items needing attention. Supervisor has been notified."),
  ).toBeVisible();
  // Waiting for the supervisor's approval, it stays among the open work orders, no longer to start.
  await expect(card.getByText("Waiting Approval", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Start Work / })).toHaveCount(0);
});
