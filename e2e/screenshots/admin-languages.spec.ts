import { expect, type Page, test } from "@playwright/test";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * The super admin's pages in Spanish and Canadian French (docs/decisions/048-languages.md): Team Management and
 * its add form, the notifications and their settings, webhooks, telematics and the developer tools. In
 * .tmp/screenshots/ (for a person to look at: no clipped text, no sideways scroll, nothing left in English).
 */
const LOADING = /^(Cargando|Chargement|Loading)/;

async function settled(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await page.waitForTimeout(300);
}

for (const locale of ["es-ES", "fr-CA"] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`the admin's pages in ${locale}`, async ({ page }, info) => {
      test.setTimeout(240_000);
      const shot = (name: string) => `.tmp/screenshots/admin-${name}-${locale}-${info.project.name}.png`;
      await useSession(page, await signInThroughApi(page.request, "SUPER_ADMIN"));
      const visit = async (path: string, name: string) => {
        await page.goto(path);
        await settled(page);
        await page.screenshot({ path: shot(name), fullPage: true });
      };

      await visit("/users", "team");
      await page.getByRole("button", { name: locale === "es-ES" ? "Agregar usuario" : "Ajouter" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: shot("team-add") });
      await page.keyboard.press("Escape");

      await visit("/notifications/settings", "notification-settings");
      await page
        .getByRole("button", { name: /^Notific/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await settled(page);
      await page.screenshot({ path: shot("notifications") });
      await page.keyboard.press("Escape");

      const es = locale === "es-ES";
      await visit("/webhooks", "webhooks");
      await page.getByRole("button", { name: es ? "Agregar webhook" : "Ajouter un webhook" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: shot("webhook-form") });
      await page.keyboard.press("Escape");
      await visit("/telematics", "telematics");
      await page.getByRole("button", { name: es ? "Agregar conexión" : "Ajouter une connexion" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: shot("connection-form") });
      await page.keyboard.press("Escape");
      await visit("/telematics/machines", "telematics-machines");

      await visit("/dev/database-tools", "database-overview");
      for (const [tab, name] of [
        [locale === "es-ES" ? "Esquema" : "Schéma", "database-schema"],
        [locale === "es-ES" ? "Consulta" : "Requête", "database-query"],
      ] as const) {
        await page.getByRole("tab", { name: tab }).click();
        await settled(page);
        await page.screenshot({ path: shot(name), fullPage: true });
      }

      await visit("/dev/api-explorer", "api-explorer");
      await page.getByRole("button", { name: /^GET / }).first().click();
      await settled(page);
      await page.screenshot({ path: shot("api-explorer-endpoint"), fullPage: true });
    });
  });
}
