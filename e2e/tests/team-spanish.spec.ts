import { expect, test } from "@playwright/test";
import { signInThroughApi, useSession } from "../support/sign-in.js";

// A device set to Spanish: the app follows its language (docs/decisions/048-languages.md).
test.use({ locale: "es-ES" });

test("an admin's Team Management reads in Spanish: headings, figures, role labels, the add and role-edit forms", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "SUPER_ADMIN"));
  await page.goto("/users");

  await expect(page.getByRole("heading", { name: "Miembros del equipo" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const header = page.getByText("Agregue a las personas de su organización");
  await expect(header).toBeVisible();
  const stats = page.getByRole("list", { name: "Estadísticas del equipo" });
  await expect(stats).toContainText("Total de usuarios");
  await expect(stats).toContainText("Usuarios activos");
  await expect(stats).toContainText("Activos hoy");
  await expect(stats).not.toContainText(/Total Users|Active Users|Active Today/);
  await expect(page.getByRole("heading", { name: "Configuración de la organización" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar moneda" })).toBeVisible();

  // A row's role, edited in place: the select is named for the person, Save and Cancel in Spanish.
  await page
    .getByRole("button", { name: /^Editar rol de / })
    .and(page.locator(":enabled"))
    .first()
    .click();
  const roleSelect = page.getByRole("combobox", { name: /^Rol de / });
  await expect(roleSelect).toBeFocused();
  await expect(roleSelect.locator("option", { hasText: "Superadministrador" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Guardar el rol de / })).toBeVisible();
  await page.getByRole("button", { name: /^Cancelar el cambio de rol de / }).click();
  await expect(roleSelect).toBeHidden();

  // Add New User: title, description, labels and the role's description under its select.
  await page.getByRole("button", { name: "Agregar usuario" }).click();
  const add = page.getByRole("dialog", { name: "Agregar usuario nuevo" });
  await expect(add).toContainText("Los campos marcados con * son obligatorios.");
  for (const label of ["Correo electrónico", "Nombre", "Apellido", "Teléfono", "Rol", "Estado"]) {
    // A required field's label ends with its asterisk.
    await expect(add.getByLabel(new RegExp(`^${label}( \\*)?$`))).toBeVisible();
  }
  await expect(
    add.getByLabel("Rol", { exact: true }).locator("option", { hasText: "Superadministrador" }),
  ).toHaveCount(1);
  await expect(add).not.toContainText(/Add New User|First name|Last name|Fields marked/);
});
