import { expect, type Locator, test } from "@playwright/test";
import { addOwnMachine } from "../support/operator-machine.js";
import { pickOption } from "../support/pick-option.js";
import { signInAs } from "../support/sign-in.js";

// The device's language is Spanish: the app shows itself in Spanish with no choice made (decision 048).
test.use({ locale: "es-ES" });

/** None of these English texts is left in `region` (a whole word each: "Modelo" is not "Model"). */
async function expectNoEnglish(region: Locator, english: readonly string[]) {
  for (const text of english) await expect(region).not.toContainText(new RegExp(`\\b${text}\\b`));
}

test("a fleet manager opens a machine's Equipment Details and adds a maintenance plan, in Spanish", async ({
  page,
  request,
}) => {
  const { number, machineId } = await addOwnMachine(request, "ES");
  const name = `Field Loader ${number}`;
  await signInAs(page, "FLEET_MANAGER");

  // The fleet page: search, the count line and the card's View.
  await page.goto("/equipment");
  await page.getByRole("searchbox", { name: "Buscar equipos" }).fill(number);
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  await expect(page.getByText("1 máquina", { exact: true })).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card.getByText("Sin asignar", { exact: true })).toBeVisible();
  await expectNoEnglish(card, [
    "Model",
    "Serial",
    "Location",
    "Job site",
    "Operator",
    "Hour meter",
    "Updated",
  ]);
  await card.getByRole("button", { name: /^Ver/ }).click();

  // The details modal: its sections, each in Spanish.
  const details = page.getByRole("dialog", { name });
  await expect(details.getByText(`${number} · Detalles del equipo`)).toBeVisible();
  const machine = details.getByRole("region", { name: "Máquina", exact: true });
  await expect(machine).toContainText("Número de equipo");
  await expect(machine).toContainText("Horómetro");
  await expectNoEnglish(machine, [
    "Equipment number",
    "Serial number",
    "Hour meter",
    "Mileage",
    "Year",
    "Make",
  ]);
  const assignment = details.getByRole("region", { name: "Asignación y ubicación" });
  await expect(assignment).toContainText("Operador actual");
  await expect(assignment).toContainText("Canyon Cut");
  await expectNoEnglish(assignment, ["Current operator", "Unassigned", "Job site", "Assigned since"]);
  await expect(details.getByRole("heading", { name: "Servicio", exact: true })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Código QR" })).toBeVisible();
  await expect(details.getByRole("button", { name: "Imprimir etiqueta" })).toBeVisible();
  await expect(details.getByText("Todavía no hay órdenes de trabajo.")).toBeVisible();
  await expect(details.getByRole("link", { name: "Crear orden de trabajo" })).toBeVisible();
  await details.getByRole("button", { name: "Cerrar" }).last().click();
  await expect(details).toBeHidden();

  // The machine's own page (where a scanned label lands): its actions, a new maintenance plan and the meters.
  await page.goto(`/equipment/${machineId}`);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  const actions = page.getByRole("region", { name: "Acciones de la máquina" });
  await expect(actions.getByRole("button", { name: "Reportar problema" })).toBeVisible();
  await expect(actions.getByRole("link", { name: "Crear orden de trabajo" })).toBeVisible();

  const plans = page.getByRole("region", { name: "Planes de mantenimiento" });
  await expect(plans.getByText("Todavía no hay planes de mantenimiento. Agregue uno")).toBeVisible();
  await plans.getByRole("button", { name: "Agregar plan" }).click();
  const form = page.getByRole("dialog", { name: "Agregar plan de mantenimiento" });
  await form.getByLabel("Título").fill("Engrase semanal");
  await form.getByLabel("Cada (días)").fill("30");
  await expectNoEnglish(form, ["Title", "Every", "Checklist", "Last service", "Due soon"]);
  await form.getByRole("button", { name: "Agregar plan" }).click();
  await expect(form).toBeHidden();
  const plan = plans.getByRole("listitem", { name: "Engrase semanal" });
  await expect(plan).toContainText("Cada 30 días");
  await expect(plan).toContainText("Último servicio");
  await expect(plan).toContainText("en 30 días");
  await expect(plan.getByRole("button", { name: "Editar Engrase semanal" })).toBeVisible();
  await expectNoEnglish(plan, ["Every", "Last service", "Next due", "Edit", "Delete"]);

  const meters = page.getByRole("region", { name: "Medidores" });
  await expect(meters.getByRole("button", { name: "Registrar lectura" })).toBeVisible();
  await expect(meters.getByRole("heading", { name: "Lecturas", exact: true })).toBeVisible();
  await expectNoEnglish(meters, ["Record Reading", "Add Meter", "Readings", "Engine hours per day"]);
});

test("a field supervisor puts an operator on a machine, in Spanish", async ({ page, request }) => {
  const { number } = await addOwnMachine(request, "EA");
  await signInAs(page, "FIELD_SUPERVISOR");
  await page.goto("/equipment/assignments");
  await page.getByRole("button", { name: "Asignar equipo" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear asignación de equipo" });
  const submit = dialog.getByRole("button", { name: "Crear asignación" });
  await expect(submit).toBeDisabled();
  // The machine picker's own label is the shared pickers' (translated with them), so it is found by its place.
  const machineBox = dialog.getByRole("combobox").first();
  await machineBox.fill(number);
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await machineBox.press("ArrowDown");
  await machineBox.press("Enter");
  await expect(dialog.getByLabel("Obra")).toHaveValue("Canyon Cut");
  await pickOption(dialog, "Operador", "Jake Thornton");
  await expect(dialog.getByText("Programación y seguimiento", { exact: true })).toBeVisible();
  await expectNoEnglish(dialog, [
    "Equipment Selection",
    "Operator & Assignment Details",
    "Scheduling & Tracking",
    "Job site",
    "Start date",
    "Hour meter reading",
    "Notes",
  ]);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${number} ahora está asignado a Jake Thornton.`)).toBeVisible();

  await page.getByRole("searchbox", { name: "Buscar asignaciones" }).fill(number);
  await expect(page.getByText("1 asignación", { exact: true })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: number });
  await expect(card).toContainText("Jake Thornton");
  await expect(card).toContainText("Fin prevista");
  await expect(card.getByRole("button", { name: new RegExp(`^Ver ${number}`) })).toBeVisible();
  await expectNoEnglish(card, ["Operator", "Job site", "Start", "Planned end", "Ongoing", "Created", "View"]);
});
