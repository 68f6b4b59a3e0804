import { type Browser, expect, test } from "@playwright/test";
import type { DemoRole } from "../support/demo-users.js";
import { E2E_BASE_URL } from "../support/environment.js";
import { addOwnMachine } from "../support/operator-machine.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/** A person's own browser context, in the device language `locale` (the app follows it), signed in as `role`. */
async function pageIn(browser: Browser, locale: string, role: DemoRole) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale });
  const page = await context.newPage();
  const session = await signInThroughApi(context.request, role);
  await useSession(page, session);
  return { page, session };
}

// The operator dashboard's own words in English: none may be left on the Spanish screen.
const DASHBOARD_ENGLISH =
  /Welcome back|Quick Actions|Daily Checklist|My Equipment|Assigned Equipment|Pending Tasks|Emergency Tasks|Inspections Due|View Details|Report Issue|Job site|Hour meter/;

test("an operator whose phone is in Spanish reads the field screens in Spanish and reports a breakdown; the foreman reads it in English", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page: operator, session } = await pageIn(browser, "es-ES", "OPERATOR");
  const { number } = await addOwnMachine(request, "ES", session.user.id);
  const title = `Manguera hidráulica reventada en ${number}`;

  // 1. The dashboard, in Spanish: greeting, quick actions, figures and the machine's card.
  await operator.goto("/operator-dashboard");
  await expect(operator.locator("html")).toHaveAttribute("lang", "es");
  await expect(operator.getByRole("heading", { name: /^¡Bienvenido de nuevo, .+!$/ })).toBeVisible();
  await expect(operator.getByRole("heading", { name: "Acciones rápidas" })).toBeVisible();
  await expect(operator.getByRole("heading", { name: "Mis equipos" })).toBeVisible();
  await expect(operator.getByRole("list", { name: "Resumen del operador" })).toContainText(
    "Tareas pendientes",
  );
  const machineCard = operator.getByRole("article").filter({ hasText: number });
  await expect(machineCard).toContainText("Horómetro");
  // The dashboard's own regions (its work order list is the work orders' screens').
  for (const region of [/^¡Bienvenido/, "Acciones rápidas", "Resumen", "Mis equipos"]) {
    await expect(operator.getByRole("region", { name: region })).not.toContainText(DASHBOARD_ENGLISH);
  }

  // 2. Today's daily inspection (created on opening the dashboard), in Spanish: the marks an operator reads
  // in a hurry. Closed without sending: the breakdown is the flow.
  const daily = operator.getByRole("button", { name: /Lista diaria.*\(inspección pendiente\)/ });
  const checklist = operator.getByRole("dialog", { name: "Inspección diaria del equipo" });
  // The badge follows the counts; the form opens once the work order list has the new inspection too.
  await expect(async () => {
    await daily.click();
    await expect(checklist).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(checklist.getByRole("radio", { name: "Requiere atención" }).first()).toBeVisible();
  await expect(checklist.getByRole("button", { name: "Enviar inspección" })).toBeVisible();
  await expect(checklist).toContainText("Marque cada punto antes de operar la máquina.");
  await expect(checklist).not.toContainText(/Needs attention|Submit Inspection|Mark every item/);
  await operator.keyboard.press("Escape");
  await expect(checklist).toBeHidden();

  // 3. The breakdown, reported from the machine's card (the form's own words are the work orders' screens').
  await machineCard.getByRole("button", { name: /^Reportar problema/ }).click();
  const escalate = operator.getByRole("dialog");
  await escalate.locator('select[name="issueType"]').selectOption("BREAKDOWN");
  await escalate.locator('[name="title"]').fill(title);
  await escalate
    .locator('[name="description"]')
    .fill("La manguera del brazo se rompió; hay aceite en el suelo.");
  await escalate.locator('button[type="submit"]').click();
  await expect(escalate).toBeHidden();

  // 4. The shop foreman, in English, sees the operator's breakdown among the issues to assign.
  const { page: foreman } = await pageIn(browser, "en-US", "SHOP_FOREMAN");
  await foreman.goto("/mechanic-dashboard");
  await expect(foreman.locator("html")).toHaveAttribute("lang", "en");
  const escalated = foreman.getByRole("region", { name: /Escalated Issues Requiring Assignment/ });
  const issue = escalated.getByRole("listitem").filter({ hasText: title });
  await expect(issue).toBeVisible();
  await expect(issue.getByRole("button", { name: `Assign Mechanic ${title}` })).toBeVisible();
  await operator.context().close();
  await foreman.context().close();
});
