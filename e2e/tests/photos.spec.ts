import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  fillBreakdownReport,
  operatorWithOwnMachine,
  workOrdersTitled,
} from "../support/operator-machine.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";
import { typeSignature } from "../support/sign-pad.js";
import { testPhoto } from "../support/test-photo.js";

interface PhotoJson {
  url: string;
  contentType: string;
  byteSize: number;
}

test("an escalation with a photo taken offline is sent once on reconnect and its thumbnail shows for the foreman", async ({
  page,
  context,
  request,
  browser,
}) => {
  const { manager, number } = await operatorWithOwnMachine(page, request, "PHO");
  await page.goto("/operator-dashboard");
  const title = `Leak under ${number}, photo attached`;
  const escalate = await fillBreakdownReport(page, number, title);

  // No signal at the machine: the photo is taken, shrunk and kept on the phone with the report.
  await context.setOffline(true);
  const photos = escalate.getByRole("group", { name: "Photos of the issue" });
  await photos
    .getByLabel(/^Add Photo/)
    .setInputFiles({ name: "leak.png", mimeType: "image/png", buffer: testPhoto() });
  const preview = photos.getByRole("img", { name: "Preview 1 of 1, to send" });
  await expect(preview).toBeVisible();
  await expect(photos.getByText("1 of 5")).toBeVisible();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await escalate.getByRole("button", { name: "Escalate Issue" }).click();
  await expect(escalate.getByText("Saved on this device")).toBeVisible();
  await expect(page.getByText("(1 change waiting to be sent)")).toBeVisible();
  await escalate.getByRole("button", { name: "Cancel" }).click();

  await context.setOffline(false);
  await expect(page.getByText("Issue escalated to the shop foreman")).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => workOrdersTitled(manager, number, title)).toBe(1);
  const found = await manager.get<{ workOrders: { id: string; title: string }[] }>(
    `/work-orders?search=${encodeURIComponent(number)}`,
  );
  const escalated = found.workOrders.find((workOrder) => workOrder.title === title);
  const detail = await manager.get<{ workOrder: { photos: PhotoJson[] } }>(`/work-orders/${escalated?.id}`);
  // Sent once, shrunk on the device (long side 1,600 px) and re-encoded: no PNG of the camera's size.
  expect(detail.workOrder.photos).toHaveLength(1);
  expect(detail.workOrder.photos[0]?.contentType).toMatch(/^image\/(webp|jpeg)$/);

  // The foreman opens the report and sees its photo, small and full size.
  const foremanContext = await browser.newContext();
  const foreman = await foremanContext.newPage();
  await useSession(foreman, await signInThroughApi(foreman.request, "SHOP_FOREMAN"));
  await foreman.goto(`/work-orders?search=${encodeURIComponent(number)}`);
  await foreman.getByRole("article", { name: title }).getByRole("button", { name: /^View/ }).click();
  const details = foreman.getByRole("dialog", { name: title });
  const section = details.getByRole("region", { name: "Photos" });
  const thumbnail = section.getByRole("button", { name: /^View Photo 1 of 1/ });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() =>
      thumbnail.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(1600);
  expect((await new AxeBuilder({ page: foreman }).include("dialog").analyze()).violations).toEqual([]);
  // The history shows it with the escalation's line.
  await expect(
    details.getByRole("region", { name: "History" }).getByRole("button", { name: /^View Photo 1/ }),
  ).toBeVisible();
  await thumbnail.click();
  const full = foreman.getByRole("dialog", { name: "Photo", exact: true });
  await expect(full.getByRole("img", { name: /^Photo 1 of 1/ })).toBeVisible();
  await foremanContext.close();

  // The address is the signed one: without its signature, nothing.
  const url = new URL(detail.workOrder.photos[0]?.url ?? "", "http://localhost");
  const unsigned = await request.get(url.pathname);
  expect(unsigned.status()).toBe(400);
});

test("a phone without room to keep the photos says so, and the report is not queued without them", async ({
  page,
  request,
}) => {
  // The device's storage is full: IndexedDB refuses to keep the photos (as a browser over its quota does).
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if (this.name === "kept-photos")
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return put.apply(this, args);
    };
  });
  const { manager, number } = await operatorWithOwnMachine(page, request, "PHQ");
  await page.goto("/operator-dashboard");
  const title = `Full phone at ${number}`;
  const escalate = await fillBreakdownReport(page, number, title);
  await escalate
    .getByRole("group", { name: "Photos of the issue" })
    .getByLabel(/^Add Photo/)
    .setInputFiles({ name: "leak.png", mimeType: "image/png", buffer: testPhoto(800, 600) });
  await expect(escalate.getByRole("img", { name: "Preview 1 of 1, to send" })).toBeVisible();
  await escalate.getByRole("button", { name: "Escalate Issue" }).click();
  await expect(escalate.getByText(/This device has no room left to keep the photos/)).toBeVisible();
  await expect(escalate.getByText("Saved on this device")).toBeHidden();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  expect(await workOrdersTitled(manager, number, title)).toBe(0);
});

test("a failed inspection item and Start Work carry their photos to the work order", async ({
  page,
  request,
  browser,
}) => {
  const { manager, number } = await operatorWithOwnMachine(page, request, "PHI");
  await page.goto("/operator-dashboard");
  await page
    .getByRole("article", { name: `Daily Inspection - ${number}` })
    .getByRole("button", { name: /^Start Work / })
    .click();
  const checklist = page.getByRole("dialog", { name: "Daily Equipment Inspection" });
  // The checklist's code loads when it first opens (components/ui/lazy-dialog.tsx): wait for its 16 items.
  const okChoices = checklist.getByRole("radio", { name: "OK", exact: true });
  await expect(okChoices).toHaveCount(16);
  for (const choice of await okChoices.all()) await choice.check();
  const leaks = checklist.getByRole("group", { name: "Fluid Leaks", exact: true });
  // A photo picker appears with Needs attention only.
  await expect(leaks.getByRole("group", { name: /Fluid Leaks photos/ })).toHaveCount(0);
  await leaks.getByRole("radio", { name: "Needs attention" }).check();
  await leaks
    .getByRole("group", { name: /Fluid Leaks photos/ })
    .getByLabel(/^Add Photo/)
    .setInputFiles({ name: "drip.png", mimeType: "image/png", buffer: testPhoto(900, 700) });
  await expect(leaks.getByRole("img", { name: "Preview 1 of 1, to send" })).toBeVisible();
  await typeSignature(checklist, "Jake Thornton");
  await checklist.getByRole("button", { name: "Submit Inspection" }).click();
  await expect(checklist).toBeHidden();

  const { workOrders } = await manager.get<{ workOrders: { id: string; workOrderType: string }[] }>(
    `/work-orders?search=${encodeURIComponent(number)}`,
  );
  const inspection = workOrders.find((workOrder) => workOrder.workOrderType === "INSPECTION");
  const inspected = await manager.get<{ workOrder: { photos: { inspectionItem: string }[] } }>(
    `/work-orders/${inspection?.id}`,
  );
  expect(inspected.workOrder.photos.map((photo) => photo.inspectionItem)).toEqual([
    "Visual Inspection|Fluid Leaks",
  ]);

  // The mechanic starts the repair with a photo of the machine as found.
  const mechanicContext = await browser.newContext();
  const mechanic = await mechanicContext.newPage();
  const mechanicSession = await signInThroughApi(mechanic.request, "MECHANIC");
  const machine = (await manager.get<{ equipment: { id: string }[] }>(`/equipment?search=${number}`))
    .equipment[0];
  const title = `Fix the drip on ${number}`;
  await manager.post("/work-orders", {
    title,
    description: "Final drive seal leaking.",
    equipmentId: machine?.id,
    mechanicId: mechanicSession.user.id,
  });
  await useSession(mechanic, mechanicSession);
  await mechanic.goto("/mechanic-dashboard");
  await mechanic.getByRole("button", { name: `Start Work ${title}` }).click();
  const work = mechanic.getByRole("dialog", { name: title });
  await work
    .getByRole("group", { name: /Photos before work/ })
    .getByLabel(/^Add Photo/)
    .setInputFiles({ name: "found.png", mimeType: "image/png", buffer: testPhoto(1000, 750) });
  await expect(work.getByRole("img", { name: "Preview 1 of 1, to send" })).toBeVisible();
  await work.getByRole("button", { name: "Start Work", exact: true }).click();
  await expect(work.getByRole("button", { name: "Complete Work" })).toBeVisible();
  await expect(
    work.getByRole("region", { name: "Photos" }).getByRole("button", { name: /^View Photo 1 of 1/ }),
  ).toBeVisible();
  await mechanicContext.close();
});
