import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { uniqueSuffix } from "../support/api-as.js";
import { axeClean, pageAs } from "../support/page-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * A stand-in AEMP 2.0 provider on 127.0.0.1 (allowed by the e2e server's WEBHOOK_ALLOWED_HOSTS): one JSON page
 * naming one machine by its serial number, with a critical fault code, its position, fuel and DEF levels.
 */
async function startProvider(serial: string) {
  const at = new Date(Date.now() - 20 * 60_000).toISOString();
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        Fleet: {
          version: "2",
          Links: [{ rel: "self", href: "/fleet/1" }],
          Equipment: [
            {
              EquipmentHeader: { OEMName: "Caterpillar", Model: "336", SerialNumber: serial },
              Location: { datetime: at, Latitude: 47.60621, Longitude: -122.33207 },
              FuelRemaining: { datetime: at, Percent: 38 },
              DEFRemaining: { datetime: at, Percent: 71 },
              EngineStatus: { datetime: at, Running: "true" },
              FaultCode: [
                {
                  datetime: at,
                  CodeIdentifier: "110-0",
                  CodeDescription: "Engine coolant temperature high",
                  CodeSeverity: "Critical",
                  CodeSource: "Engine ECM",
                },
              ],
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

/**
 * Machine alerts (docs/decisions/047): a critical fault arrives from the machine's telematics, shows on Equipment
 * Details with the machine's position and levels, the foreman acknowledges it and makes its draft work order;
 * the fleet's alerts list. Phone and desktop, light and dark, axe on each.
 */
for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`a critical fault from telematics becomes the foreman's draft work order (${device}, ${theme})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      const serial = `AL-${uniqueSuffix()}`;
      const provider = await startProvider(serial);
      // The fleet manager sets the machine and its feed up in a browser context of their own.
      const managerPage = await pageAs(browser, "FLEET_MANAGER");
      const manager = managerPage.api;
      const foreman = await signInThroughApi(page.request, "SHOP_FOREMAN");
      const number = `AL-${uniqueSuffix()}`;
      const machine = await manager.post<{ id: string }>("/equipment", {
        equipmentNumber: number,
        name: `Excavator ${number}`,
        make: "Caterpillar",
        model: "336",
        serialNumber: serial,
        equipmentType: "EXCAVATOR",
        hourMeter: 100,
      });
      const { connection } = await manager.post<{ connection: { id: string } }>("/telematics/connections", {
        name: `Alerts ${number}`,
        baseUrl: provider.url,
        authKind: "BASIC",
        username: "e2e-reader",
        password: "e2e-password",
      });
      try {
        await manager.post(`/telematics/connections/${connection.id}/poll`, {});
        await useSession(page, foreman);
        await page.goto(`/equipment/${machine.id}`);
        const alerts = page.getByRole("region", { name: "Machine Alerts" });
        await expect(async () => {
          await page.reload();
          await expect(alerts.getByText("Engine coolant temperature high")).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 60_000 });
        await expect(page.getByText("1 open alert")).toBeVisible();
        const telematics = page.getByRole("region", { name: "From Telematics" });
        await expect(telematics.getByText("47.60621, -122.33207")).toBeVisible();
        await expect(telematics.getByRole("link", { name: "Open in map app" })).toHaveAttribute(
          "href",
          "geo:47.60621,-122.33207",
        );
        await expect(telematics.getByText(/^38% \(/)).toBeVisible();
        await expect(telematics.getByText(/^Running \(/)).toBeVisible();
        await expect(alerts.getByText("Critical", { exact: true })).toBeVisible();
        await pageSettled(page);
        await axeClean(page);
        if (device === "phone") {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        }
        await page.screenshot({
          path: `.tmp/screenshots/machine-alerts-details-${theme}-${device}.png`,
          fullPage: true,
        });

        // Acknowledged with a note (required).
        await alerts.getByRole("button", { name: "Acknowledge fault 110-0" }).click();
        const dialog = page.getByRole("dialog", { name: "Acknowledge" });
        await dialog.getByRole("button", { name: "Acknowledge" }).click();
        await expect(dialog.getByText("Write a note")).toBeVisible();
        await axeClean(page);
        await dialog.getByLabel("Note").fill("Coolant level low: topping up, checking for a leak");
        await dialog.getByRole("button", { name: "Acknowledge" }).click();
        await expect(page.getByText("Alert acknowledged")).toBeVisible();
        await expect(alerts.getByText(/Coolant level low: topping up/)).toBeVisible();

        // The draft work order: one tap.
        await alerts.getByRole("button", { name: "Draft Work Order for fault 110-0" }).click();
        await expect(page.getByText(`Work order created: Fault 110-0 - ${number}`)).toBeVisible();
        await expect(alerts.getByRole("link", { name: "Work order made from this alert" })).toBeVisible();
        await expect(alerts.getByRole("button", { name: /Draft Work Order/ })).toHaveCount(0);

        // The fleet's list, critical and open.
        await page.goto("/machine-alerts?severity=CRITICAL&open=true");
        await expect(page.getByRole("heading", { name: "Machine Alerts", level: 1 })).toBeVisible();
        await expect(page.getByRole("link", { name: `${number} · Excavator ${number}` })).toBeVisible();
        await pageSettled(page);
        await axeClean(page);
        await page.screenshot({
          path: `.tmp/screenshots/machine-alerts-${theme}-${device}.png`,
          fullPage: true,
        });
      } finally {
        await managerPage.page.request.delete(`/api/v1/telematics/connections/${connection.id}`, {
          headers: { authorization: `Bearer ${managerPage.session.accessToken}` },
        });
        await managerPage.page.context().close();
        await provider.close();
      }
    });
  }
}
