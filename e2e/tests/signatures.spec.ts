import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { pdfText } from "../../packages/server/test/support/pdf-text.js";
import { addOwnMachine } from "../support/operator-machine.js";
import { axeClean, PHONE, pageAs } from "../support/page-as.js";
import { pageSettled } from "../support/page-settled.js";
import { drawSignature, typeSignature } from "../support/sign-pad.js";

/**
 * Signatures and the record (docs/decisions/043): the operator fails a critical item and signs on the phone;
 * the mechanic certifies the repair and signs, without signal (sent once on reconnect); the next operator acknowledges with the typed name; the
 * inspection's PDF downloads and names every signer.
 */
test("operator, mechanic and next operator sign; the inspection PDF names them", async ({
  browser,
  request,
}) => {
  const operator = await pageAs(browser, "OPERATOR", PHONE);
  const { number, machineId } = await addOwnMachine(request, "SIG", operator.session.user.id);
  const operatorName = `${operator.session.user.firstName} ${operator.session.user.lastName}`;

  // The operator's daily check on a 375 px phone: Steering fails, and the form asks for a signature.
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
  await checklist.getByLabel("Steering notes").fill("Pulls hard to the left");
  await checklist.getByRole("button", { name: "Submit Inspection" }).click();
  await expect(checklist.getByRole("alert").first()).toContainText(
    "Draw your signature, or type your name and tick 'I confirm'",
  );
  const pad = checklist.getByRole("group", { name: "Sign the inspection" });
  await drawSignature(pad);
  await pageSettled(page);
  await axeClean(page);
  await page.screenshot({ path: "test-results/signature-pad-phone.png" });
  await checklist.getByRole("button", { name: "Submit Inspection" }).click();
  await expect(checklist).toBeHidden();
  await expect(
    page.getByText("Daily inspection completed with items needing attention. Supervisor has been notified."),
  ).toBeVisible();

  // The mechanic repairs, then certifies and signs (desktop).
  const mechanic = await pageAs(browser, "MECHANIC");
  page = mechanic.page;
  await page.goto(`/equipment/${machineId}`);
  const defect = page
    .getByRole("region", { name: "Open Defects" })
    .getByRole("article", { name: /Steering/ });
  await defect.getByRole("button", { name: "Mark Repaired Steering" }).click();
  await defect.getByRole("button", { name: "Certify Repair Steering" }).click();
  const certify = page.getByRole("dialog", { name: "Certify Repair" });
  await certify.getByLabel("Certification note").fill("Tie rod end replaced, steering tested");
  await drawSignature(certify);
  await axeClean(page);
  // Without signal the signed certification waits on the device and goes out once on reconnect.
  await pageSettled(page);
  await page.context().setOffline(true);
  await certify.getByRole("button", { name: "Certify Repair" }).click();
  await expect(page.getByText(/^Saved on this device: it will be sent/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(certify).toBeHidden();
  await expect(defect.getByText("Certified", { exact: true })).toBeVisible();
  const mechanicName = `${mechanic.session.user.firstName} ${mechanic.session.user.lastName}`;
  await expect(defect.getByRole("img", { name: `Signature of ${mechanicName}` })).toBeVisible();
  await expect(defect.getByText("Repair certified by")).toBeVisible();

  // The next operator acknowledges with the accessible alternative: the typed name and 'I confirm'.
  page = operator.page;
  await page.goto(`/equipment/${machineId}`);
  const operatorView = page.getByRole("region", { name: "Open Defects" });
  await operatorView.getByRole("button", { name: "Acknowledge Steering" }).click();
  const acknowledge = page.getByRole("dialog", { name: "Acknowledge" });
  await acknowledge.getByRole("button", { name: "Acknowledge" }).click();
  await expect(acknowledge.getByRole("alert")).toContainText("Draw your signature, or type your name");
  await typeSignature(acknowledge, operatorName);
  await axeClean(page);
  await acknowledge.getByRole("button", { name: "Acknowledge" }).click();
  await expect(operatorView.getByText("No open defects", { exact: false })).toBeVisible();

  // The inspection shows its three signatures and downloads its PDF, naming every signer.
  await page.goto("/operator-dashboard");
  await card.getByRole("button", { name: /^View Details / }).click();
  const details = page.getByRole("dialog", { name: `Daily Inspection - ${number}` });
  const signatures = details.getByRole("region", { name: "Signatures" });
  await expect(signatures.getByRole("figure")).toHaveCount(3);
  await expect(signatures.getByRole("img", { name: `Signature of ${operatorName}` })).toBeVisible();
  await expect(signatures.getByText("typed name, confirmed", { exact: false })).toBeVisible();
  await pageSettled(page);
  await axeClean(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    details.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inspection-sig-.*\.pdf$/);
  const text = pdfText(await readFile(await download.path()));
  expect(text).toContain(`Inspection signed by ${operatorName}`);
  expect(text).toContain(`Repair certified by ${mechanicName} (Steering)`);
  expect(text).toContain(`Acknowledged by ${operatorName} (Steering)`);
  expect(text).toContain("Steering - Pulls hard to the left");
  expect(text).toContain(number);
});
