import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { pageSettled } from "../support/page-settled.js";
import { pickOption } from "../support/pick-option.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * A stand-in AEMP 2.0 provider on 127.0.0.1 (the e2e server's WEBHOOK_ALLOWED_HOSTS lets it through): one page of a
 * JSON fleet snapshot, HTTP Basic, naming a machine no one in the demo organization has.
 */
async function startProvider(serial: string) {
  const server = createServer((request, response) => {
    const expected = `Basic ${Buffer.from("e2e-reader:e2e-password").toString("base64")}`;
    if (request.headers.authorization !== expected) {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        Fleet: {
          version: "2",
          Links: [{ rel: "self", href: "/fleet/1" }],
          Equipment: [
            {
              EquipmentHeader: { OEMName: "Takeuchi", Model: "TB290", SerialNumber: serial },
              CumulativeOperatingHours: {
                datetime: new Date(Date.now() - 3600_000).toISOString(),
                Hour: 4321.5,
              },
            },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/fleet/1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function addConnection(page: Page, name: string, url: string) {
  await page.getByRole("button", { name: "Add Connection" }).click();
  const form = page.getByRole("dialog", { name: "Add Connection" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByLabel("Snapshot address").fill(url);
  await form.getByLabel("User name").fill("e2e-reader");
  await form.getByLabel("Password").fill("e2e-password");
  await form.getByRole("button", { name: "Add Connection" }).click();
  return form;
}

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`a fleet manager connects a provider, polls it, and links its unknown machine (${device}, ${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      const serial = `E2E-${uniqueSuffix()}`;
      const provider = await startProvider(serial);
      const manager = await signInThroughApi(page.request, "FLEET_MANAGER");
      await useSession(page, manager);
      try {
        await page.goto("/telematics");
        await expect(page.getByRole("heading", { name: "Telematics", level: 1 })).toBeVisible();

        // A provider on a private address is refused under the field.
        const refused = await addConnection(page, "Refused", "https://10.0.0.5/fleet/1");
        await expect(refused.getByText("Not allowed: a private address")).toBeVisible();
        await axe(page);
        if (device === "phone") {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(375);
        }
        await page.screenshot({ path: `.tmp/screenshots/telematics-form-${theme}-${device}.png` });
        await refused.getByRole("button", { name: "Cancel" }).click();

        const name = `Takeuchi ${uniqueSuffix()}`;
        await addConnection(page, name, provider.url);
        await expect(page.getByText("Connection added")).toBeVisible();
        await page.getByRole("button", { name: `Poll ${name} now` }).click();
        await expect(page.getByText("Poll queued")).toBeVisible();
        // Other tests of the run add connections of their own: this one's card.
        const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
        const unmatched = card.getByRole("link", { name: "1 unmatched machine" });
        await expect(async () => {
          await page.reload();
          await expect(unmatched).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 30_000 });
        await pageSettled(page);
        await axe(page);
        await page.screenshot({ path: `.tmp/screenshots/telematics-${theme}-${device}.png`, fullPage: true });

        await unmatched.click();
        await expect(page.getByRole("heading", { name: "Unmatched Machines", level: 1 })).toBeVisible();
        const machineName = `Takeuchi TB290 ${serial}`;
        await expect(page.getByRole("heading", { name: machineName })).toBeVisible();
        await pageSettled(page);
        await axe(page);
        await page.screenshot({
          path: `.tmp/screenshots/telematics-machines-${theme}-${device}.png`,
          fullPage: true,
        });

        await page.getByRole("button", { name: `Link ${machineName}` }).click();
        const link = page.getByRole("dialog", { name: "Link Machine" });
        const machines = await apiAs(page.request, manager).get<{ equipment: { equipmentNumber: string }[] }>(
          "/equipment?limit=1",
        );
        await pickOption(link, "Equipment", machines.equipment[0]?.equipmentNumber ?? "");
        await axe(page);
        await link.getByRole("button", { name: "Link Machine" }).click();
        await expect(page.getByText("Machine linked")).toBeVisible();
        await expect(page.getByRole("heading", { name: machineName })).toHaveCount(0);

        // Leave no connection behind for the other tests of the run.
        await page.goto("/telematics");
        await page.getByRole("button", { name: `Delete ${name}` }).click();
        await page
          .getByRole("alertdialog", { name: "Delete Connection" })
          .getByRole("button", { name: "Delete" })
          .click();
        await expect(page.getByText("Connection deleted")).toBeVisible();
      } finally {
        await provider.close();
      }
    });
  }
}

test("another role is told the telematics pages are for fleet managers and super administrators", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.goto("/telematics/machines");
  await expect(
    page.getByText("Telematics connections are only available to fleet managers and super administrators."),
  ).toBeVisible();
});
