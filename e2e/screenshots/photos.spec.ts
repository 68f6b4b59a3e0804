import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { fillBreakdownReport } from "../support/operator-machine.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";
import { testPhoto } from "../support/test-photo.js";

/**
 * The photo picker in the escalation form (two photos taken) and a work order's photos in Work Order Details
 * (thumbnails, the history's, the full-size view), light and dark, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`photos (${theme})`, async ({ page, browser }, info) => {
    const shot = (name: string) => `.tmp/screenshots/${name}-${theme}-${info.project.name}.png`;
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const operator = await signInThroughApi(page.request, "OPERATOR");
    await useSession(page, operator);
    const api = apiAs(page.request, operator);
    const [machine] = (await api.get<{ equipment: { id: string; equipmentNumber: string }[] }>("/equipment"))
      .equipment;
    if (!machine) throw new Error("The demo operator runs a machine");

    await page.goto("/operator-dashboard");
    const escalate = await fillBreakdownReport(page, machine.equipmentNumber, "Hydraulic leak at the boom");
    const photos = escalate.getByRole("group", { name: "Photos of the issue" });
    for (const size of [
      [2400, 1800],
      [1200, 1600],
    ] as const) {
      await photos
        .getByLabel(/^Add/)
        .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: testPhoto(...size) });
      await expect(photos.getByRole("img")).toHaveCount(size[0] === 2400 ? 1 : 2);
    }
    await photos.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("photo-picker") });

    // A report with two photos, through the API, for the foreman's view.
    const ids: string[] = [];
    for (const size of [
      [800, 600],
      [600, 800],
    ] as const) {
      const uploaded = await page.request.post("/api/v1/photos", {
        headers: { authorization: `Bearer ${operator.accessToken}`, "content-type": "image/png" },
        data: testPhoto(...size),
      });
      expect(uploaded.status()).toBe(201);
      ids.push((await uploaded.json()).data.photo.id);
    }
    const title = `Leak photographed ${Date.now()}`;
    await api.post("/work-orders/escalate", {
      equipmentId: machine.id,
      issueType: "BREAKDOWN",
      title,
      description: "Oil dripping from the boom cylinder seal.",
      photoIds: ids,
    });

    const foremanContext = await browser.newContext({ ...info.project.use, colorScheme: theme });
    const foreman = await foremanContext.newPage();
    await foreman.addInitScript(
      (mode) => window.localStorage.setItem("maintenance-nexus-theme", mode),
      theme,
    );
    await useSession(foreman, await signInThroughApi(foreman.request, "SHOP_FOREMAN"));
    await foreman.goto(`/work-orders?search=${encodeURIComponent(title)}`);
    await foreman.getByRole("article", { name: title }).getByRole("button", { name: /^View/ }).click();
    const details = foreman.getByRole("dialog", { name: title });
    const section = details.getByRole("region", { name: "Photos" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("button", { name: /^View Photo 2 of 2/ })).toBeVisible();
    await foreman.waitForTimeout(500);
    await foreman.screenshot({ path: shot("work-order-photos") });
    const history = details.getByRole("region", { name: "History" });
    await history.scrollIntoViewIfNeeded();
    await foreman.screenshot({ path: shot("work-order-history-photos") });
    await section.getByRole("button", { name: /^View Photo 1 of 2/ }).click();
    await expect(foreman.getByRole("dialog", { name: "Photo", exact: true }).getByRole("img")).toBeVisible();
    await foreman.waitForTimeout(300);
    await foreman.screenshot({ path: shot("photo-full-size") });
    await foremanContext.close();
  });
}

/** A failed inspection item with its photo picker, and Start Work's, light and dark. */
for (const theme of ["light", "dark"] as const) {
  test(`photo pickers in the inspection and Start Work (${theme})`, async ({ page, browser }, info) => {
    const shot = (name: string) => `.tmp/screenshots/${name}-${theme}-${info.project.name}.png`;
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    await useSession(page, await signInThroughApi(page.request, "OPERATOR"));
    await page.goto("/operator-dashboard");
    const start = page.getByRole("button", { name: /^Start Work Daily Inspection/ }).first();
    // Opening the dashboard assigns today's inspections; each run after the first finds them done.
    if (
      await start.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      )
    ) {
      await start.click();
      const checklist = page.getByRole("dialog", { name: "Daily Equipment Inspection" });
      const leaks = checklist.getByRole("group", { name: "Fluid Leaks", exact: true });
      await leaks.getByRole("radio", { name: "Needs attention" }).check();
      await leaks.getByLabel("Fluid Leaks notes").fill("Drip under the final drive.");
      await leaks
        .getByRole("group", { name: /Fluid Leaks photos/ })
        .getByLabel(/^Add Photo/)
        .setInputFiles({ name: "drip.png", mimeType: "image/png", buffer: testPhoto(900, 700) });
      await expect(leaks.getByRole("img")).toHaveCount(1);
      await leaks.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot("inspection-item-photos") });
    }

    const mechanicContext = await browser.newContext({ ...info.project.use });
    const mechanic = await mechanicContext.newPage();
    await mechanic.addInitScript(
      (mode) => window.localStorage.setItem("maintenance-nexus-theme", mode),
      theme,
    );
    await useSession(mechanic, await signInThroughApi(mechanic.request, "MECHANIC"));
    await mechanic.goto("/mechanic-dashboard");
    await mechanic
      .getByRole("button", { name: /^Start Work / })
      .first()
      .click();
    const work = mechanic.getByRole("dialog").first();
    await work
      .getByRole("group", { name: /Photos before work/ })
      .getByLabel(/^Add Photo/)
      .setInputFiles({ name: "found.png", mimeType: "image/png", buffer: testPhoto(1000, 750) });
    await expect(work.getByRole("img", { name: /^Preview 1/ })).toBeVisible();
    await work.getByRole("button", { name: "Start Work", exact: true }).scrollIntoViewIfNeeded();
    await mechanic.screenshot({ path: shot("start-work-photos") });
    await mechanicContext.close();
  });
}
