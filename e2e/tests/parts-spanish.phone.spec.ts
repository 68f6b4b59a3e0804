import { expect, test } from "@playwright/test";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test.skip(({ isMobile }) => !isMobile, "the truck's stock is the mechanic's phone");
// The app follows the device's language (docs/decisions/048-languages.md).
test.use({ locale: "es-ES" });

/** English the parts screens would show if a text had been left out of the catalogues. */
const ENGLISH_LEFT =
  /Load from Store|Restock|Waiting to send|on the truck|give back|On hand|Stock history|Loading|Minimum|\d each\b/;

test("a mechanic's truck and a part in Spanish: labels, counts, quantities and the move's notice", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const mechanic = await signInThroughApi(page.request, "MECHANIC");
  await useSession(page, mechanic);

  await page.goto("/parts/truck");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Service Truck 1" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Mi camión" })).toBeVisible();
  const truck = main.getByRole("list", { name: "Inventario en Service Truck 1" });
  await expect(truck).toBeVisible();
  await expect(main.getByText(/^\d+ repuestos? en el camión$/)).toBeVisible();
  await expect(truck.getByRole("button", { name: /^Engine oil filter.*, devolver$/ })).toBeVisible();
  await expect(main).not.toContainText(ENGLISH_LEFT);

  // Load two LED work lights from the store: the dialog, its fields and the notice are Spanish.
  await main.getByRole("button", { name: "Cargar del almacén" }).click();
  const choose = page.getByRole("dialog", { name: "Cargar en mi camión" });
  await expect(choose.getByText("¿Qué repuesto?")).toBeVisible();
  await choose.getByRole("searchbox", { name: "Buscar un repuesto" }).fill("LED-WL");
  await choose.getByRole("button", { name: /LED work light/ }).click();
  const form = page.getByRole("dialog", { name: "Cargar en mi camión" });
  await form.getByRole("combobox", { name: "Desde" }).selectOption({ label: "Main Shop Store" });
  await form.getByRole("button", { name: "Sumar 1 (unidad)" }).click();
  await expect(form.getByRole("spinbutton", { name: "Cantidad (unidad)" })).toHaveValue("2");
  await form.getByRole("button", { name: "Cargar en el camión" }).click();
  await expect(main.getByText("Se cargó 2 u. de LED-WL-4 en Service Truck 1.")).toBeVisible();

  // The part itself: stock per location, the ledger with the move just made, the mechanic's truck actions.
  await main.getByRole("link", { name: "Repuestos", exact: true }).click();
  await main.getByRole("searchbox", { name: "Buscar repuestos" }).fill("LED-WL-4");
  // The search settles in the address first (a click before it would be undone by it).
  await expect(main.getByText("1 repuesto", { exact: true })).toBeVisible();
  await main.getByRole("link", { name: "LED work light" }).click();
  await expect(main.getByRole("heading", { name: "En existencia" })).toBeVisible();
  await expect(main.getByText(/\d+ u\. en total/)).toBeVisible();
  await expect(main.getByText("Camión de servicio").first()).toBeVisible();
  await expect(main.getByRole("button", { name: "Cargar en mi camión" })).toBeVisible();
  const ledger = main.getByRole("list", { name: "Registro de inventario" });
  await expect(ledger.getByText("Entrada por traslado").first()).toBeVisible();
  await expect(ledger.getByText("+2 u.").first()).toBeVisible();
  await expect(main.getByText("Información del repuesto")).toBeAttached();
  await expect(main).not.toContainText(ENGLISH_LEFT);
});
