import { expect, test } from "@playwright/test";
import { addOwnMachine } from "../support/operator-machine.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";
import { drawSignature, typeSignature } from "../support/sign-pad.js";

/**
 * Signatures and the record (docs/decisions/043): the signature step of the daily inspection, the certify dialog
 * with its pad, the signatures on the defect and under the inspection's results with Download PDF, and the
 * Inspection Record export on Equipment Details. Light and dark, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`signatures and the record (${theme})`, async ({ browser, request }, info) => {
    const shot = (name: string) => `.tmp/screenshots/signatures-${name}-${theme}-${info.project.name}.png`;
    const phone = info.project.name === "phone";
    const open = async (role: "OPERATOR" | "MECHANIC" | "SHOP_FOREMAN") => {
      const context = await browser.newContext({
        baseURL: info.project.use.baseURL,
        ...(phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      const session = await signInThroughApi(context.request, role);
      await useSession(page, session);
      return { page, session };
    };
    const operator = await open("OPERATOR");
    const { number, machineId } = await addOwnMachine(request, "SHOT", operator.session.user.id);

    let page = operator.page;
    await page.goto("/operator-dashboard");
    const card = page.getByRole("article", { name: `Daily Inspection - ${number}` });
    await card.getByRole("button", { name: /^Start Work / }).click();
    const checklist = page.getByRole("dialog", { name: "Daily Equipment Inspection" });
    const okChoices = checklist.getByRole("radio", { name: "OK", exact: true });
    await expect(okChoices).toHaveCount(16);
    for (const choice of await okChoices.all()) await choice.check();
    await checklist
      .getByRole("group", { name: "Steering" })
      .getByRole("radio", { name: "Needs attention" })
      .check();
    await drawSignature(checklist.getByRole("group", { name: "Sign the inspection" }));
    await page.screenshot({ path: shot("inspection-pad") });
    await checklist.getByRole("button", { name: "Submit Inspection" }).click();
    await expect(checklist).toBeHidden();

    const mechanic = await open("MECHANIC");
    page = mechanic.page;
    await page.goto(`/equipment/${machineId}`);
    const defect = page
      .getByRole("region", { name: "Open Defects" })
      .getByRole("article", { name: /Steering/ });
    await defect.getByRole("button", { name: "Mark Repaired Steering" }).click();
    await defect.getByRole("button", { name: "Certify Repair Steering" }).click();
    const certify = page.getByRole("dialog", { name: "Certify Repair" });
    await certify.getByLabel("Certification note").fill("Tie rod end replaced, steering tested");
    await typeSignature(certify, "Luis Ortega");
    await page.screenshot({ path: shot("certify") });
    await certify.getByRole("button", { name: "Certify Repair" }).click();
    await expect(certify).toBeHidden();

    page = (await open("SHOP_FOREMAN")).page;
    await page.goto(`/equipment/${machineId}`);
    await expect(page.getByText("Repair certified by")).toBeVisible();
    await expect(page.getByRole("region", { name: "Inspection Record" })).toBeVisible();
    await pageSettled(page);
    await page.screenshot({ path: shot("equipment-details"), fullPage: true });

    page = operator.page;
    await page.goto("/operator-dashboard");
    await card.getByRole("button", { name: /^View Details / }).click();
    const details = page.getByRole("dialog", { name: `Daily Inspection - ${number}` });
    await details.getByRole("button", { name: "Download PDF" }).scrollIntoViewIfNeeded();
    await expect(details.getByRole("region", { name: "Signatures" }).getByRole("figure")).toHaveCount(2);
    await page.screenshot({ path: shot("inspection-details") });
  });
}
