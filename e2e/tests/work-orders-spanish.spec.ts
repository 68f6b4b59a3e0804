import { expect, type Locator, test } from "@playwright/test";
import { signInThroughApi, useSession } from "../support/sign-in.js";

// A device in Spanish: the app follows its language (issue 30, docs/decisions/048).
test.use({ locale: "es-ES" });

/** English texts of the work-order screens that must not show once the page is in Spanish. */
const ENGLISH = [
  "Task List",
  "Your assigned maintenance tasks",
  "Total Tasks",
  "Work Queue",
  "Equipment Status",
  "Parts & Inventory",
  "Refresh",
  "New Work Order",
  "View Details",
  "View details",
  "Start Work",
  "Continue Work",
  "Equipment",
  "Job site",
  "Assigned to",
  "Due",
  "Created",
  "Overview",
  "Schedule & Hours",
  "History",
  "Parts",
  "Labour",
  "Close",
  "Loading work orders...",
];

async function expectNoEnglish(region: Locator) {
  const shown = (await region.allInnerTexts())
    .join("\n")
    .split("\n")
    .map((line) => line.trim());
  expect(shown.filter((line) => ENGLISH.includes(line))).toEqual([]);
}

test("a mechanic works their queue in Spanish: the dashboard, the task list and a work order's details", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));

  await page.goto("/mechanic-dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: /Bienvenido de nuevo, / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Actualizar" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Cola de trabajo" })).toBeVisible();
  const overview = page.getByRole("list", { name: "Resumen del taller" });
  await expect(overview.getByText("Órdenes de trabajo activas")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Ver detalles / }).first()).toBeVisible();
  await expectNoEnglish(page.getByRole("main"));

  await page.goto("/tasks");
  await expect(page.getByRole("heading", { name: "Lista de tareas" })).toBeVisible();
  await expect(page.getByText("Sus tareas de mantenimiento asignadas")).toBeVisible();
  const stats = page.getByRole("list", { name: "Estadísticas de tareas" });
  await expect(stats.getByText("Total de tareas", { exact: true })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Buscar órdenes de trabajo" })).toBeVisible();
  const card = page.getByRole("article").first();
  await expect(card.getByText("Equipo", { exact: true })).toBeVisible();
  await expect(card.getByText("Asignada a", { exact: true })).toBeVisible();
  await expectNoEnglish(page.getByRole("main"));

  const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("button", { name: /^Ver detalles / }).click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details.getByText("Detalles de la orden de trabajo").first()).toBeVisible();
  await expect(details.getByRole("heading", { name: "Resumen" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Programa y horas" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Historial" })).toBeVisible();
  // The header's X and the footer's button both read Cerrar (in English: Close).
  await expect(details.getByRole("button", { name: "Cerrar" })).toHaveCount(2);
  await expectNoEnglish(details);
});
