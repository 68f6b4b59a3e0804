import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { DEMO_USERS } from "../support/demo-users.js";
import { filmLabel, launchWithCamera, phoneWithCamera } from "../support/fake-camera.js";
import { addOwnMachine } from "../support/operator-machine.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test.skip(({ isMobile }) => !isMobile, "scanning is the phone's");

test("a label filmed by the phone's camera opens the machine, with the daily checklist and Report Issue one tap away", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const operator = await signInThroughApi(page.request, "OPERATOR");
  const { manager, number } = await addOwnMachine(request, "SCAN", operator.user.id);
  const { equipment } = await manager.get<{ equipment: { id: string; name: string }[] }>(
    `/equipment?search=${number}`,
  );
  const machine = equipment[0];
  if (!machine) throw new Error(`${number} was not added`);

  // The printed label as Equipment Details draws it, filmed by the phone's (fake) camera.
  await useSession(page, operator);
  await page.goto(`/equipment/${machine.id}`);
  const label = page.getByRole("img", { name: `QR code for ${number}` });
  await expect(label).toBeVisible();
  const browser = await launchWithCamera(playwright.chromium, await filmLabel(label, number));
  try {
    const phone = await (await browser.newContext(phoneWithCamera(baseURL ?? ""))).newPage();
    await useSession(phone, await signInThroughApi(phone.request, "OPERATOR"));
    // Not through the dashboard (which assigns today's inspections): the checklist tap must do it.
    await phone.goto("/equipment");
    await phone.getByRole("link", { name: "Scan", exact: true }).click();
    await phone.waitForURL(`**/equipment/${machine.id}`, { timeout: 30_000 });
    await expect(phone.getByRole("heading", { name: machine.name })).toBeVisible();

    await phone.getByRole("button", { name: /^Daily Checklist/ }).click();
    const checklist = phone.getByRole("dialog", { name: "Daily Equipment Inspection" });
    await expect(checklist).toContainText(number);
    await phone.keyboard.press("Escape");
    await expect(checklist).toBeHidden();

    await phone.getByRole("button", { name: "Report Issue" }).click();
    const report = phone.getByRole("dialog", { name: "Escalate Equipment Issue" });
    const reported = report.getByRole("combobox", { name: /^Equipment/ });
    await expect(reported).toHaveValue(`${number} · ${machine.name}`);
    await expect(reported).toBeDisabled();
    await phone.keyboard.press("Escape");
    // The scanner gave its place to the machine: Back returns to where Scan was pressed.
    await phone.goBack();
    await expect(phone).toHaveURL(/\/equipment$/);
  } finally {
    await browser.close();
  }
});

test("without a camera the code typed from the label opens the machine; another organization's label is not found", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.goto("/mechanic-dashboard");
  await page.getByRole("link", { name: "Scan", exact: true }).click();
  // This browser has no camera (or may not use it): it says so and offers the code.
  await expect(
    page.getByRole("alert").filter({ hasText: /type the code printed on the label/i }),
  ).toBeVisible();
  const code = page.getByRole("textbox", { name: "Code or equipment number" });

  await code.fill("MNX-NORTHWIND-AP-101");
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page.getByText("No machine with this label in your organization.")).toBeVisible();
  await expect(page).toHaveURL(/\/scan$/);

  await code.fill("mnx-demo-ap-101");
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.waitForURL(/\/equipment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /Asphalt Paver/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Report Issue" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Work Order" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Daily Checklist/ })).toHaveCount(0);
});

test("a label opened by the phone's own camera app while signed out opens its machine once signed in", async ({
  page,
  request,
}) => {
  const foreman = apiAs(request, await signInThroughApi(request, "SHOP_FOREMAN"));
  const { equipment } = await foreman.get<{ equipment: { id: string; name: string }[] }>(
    "/equipment?search=EX-101",
  );
  const machine = equipment[0];
  if (!machine) throw new Error("The seed has EX-101");

  await page.goto(`/equipment/${machine.id}`);
  await page.waitForURL("**/login");
  await page.getByRole("button", { name: /continue with google/i }).click();
  await page
    .getByRole("button", { name: new RegExp(DEMO_USERS.SHOP_FOREMAN.email.replace(/\./g, "\\.")) })
    .click();
  await page.waitForURL(`**/equipment/${machine.id}`);
  await expect(page.getByRole("heading", { name: machine.name })).toBeVisible();
});
