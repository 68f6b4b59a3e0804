import { describe, expect, it } from "vitest";
import { CHECKLIST_MESSAGES } from "../checklist-template-rules.js";
import { canTransitionDefect, unsafeToOperateMessage, unsafeToOperateReason } from "../defect-rules.js";
import { enumLabel, welcomeLine } from "../labels.js";
import {
  activateUserConfirm,
  authFailedMessage,
  deactivateUserConfirm,
  deleteEquipmentConfirm,
  equipmentNotAvailableMessage,
  inspectionsAssignedMessage,
  maintenanceOrdersCreatedMessage,
} from "../messages.js";
import { judgeReading } from "../meter-rules.js";
import { createWorkOrderSchema } from "../schemas/work-order.js";
import { canTransition } from "../work-order-state-machine.js";
import { collectDomainTexts } from "./collect-texts.js";
import { TEXT_TEMPLATES, translateText } from "./text-templates.js";
import { TEXTS_ES } from "./texts-es.js";
import { TEXTS_FR_CA } from "./texts-fr-ca.js";

const CATALOGUES = { es: TEXTS_ES, "fr-CA": TEXTS_FR_CA } as const;
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe("the domain's catalogues", () => {
  it("hold the same texts in Spanish and in French", () => {
    expect(Object.keys(TEXTS_FR_CA).sort()).toEqual(Object.keys(TEXTS_ES).sort());
  });

  it.each(Object.entries(CATALOGUES))(
    "%s: every value is filled in and keeps its placeholders",
    (_, texts) => {
      for (const [english, translated] of Object.entries(texts)) {
        expect(translated.trim(), english).not.toBe("");
        expect(placeholders(translated), english).toEqual(placeholders(english));
      }
    },
  );

  it("translate every label, message and validation message the domain writes", () => {
    const texts = collectDomainTexts();
    // The walk finds what it should: a label, a message, a schema's field message, a template.
    for (const sample of ["In Progress", "Work order not found", "Equipment selection is required"])
      expect(texts).toContain(sample);
    expect(texts).toContain(TEXT_TEMPLATES.welcomeBack);
    const missing = [...texts].filter((text) => !(text in TEXTS_ES) || !(text in TEXTS_FR_CA));
    expect(missing).toEqual([]);
  });

  it("translate the messages a schema answers invalid input with", () => {
    const result = createWorkOrderSchema.safeParse({});
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(TEXTS_ES).toHaveProperty([issue.message]);
  });
});

describe("translateText", () => {
  it("answers a text's entry, and English for a text it does not know or English itself", () => {
    expect(translateText(TEXTS_ES, "Work order not found")).toBe("Orden de trabajo no encontrada");
    expect(translateText(TEXTS_FR_CA, "Work order not found")).toBe("Bon de travail introuvable");
    expect(translateText(TEXTS_ES, "Excavator 07")).toBe("Excavator 07");
    expect(translateText({}, "Work order not found")).toBe("Work order not found");
  });

  it("recognises a built sentence by its template and translates the labels inside it", () => {
    const refusal = canTransition("COMPLETED", "PENDING", "MECHANIC");
    expect(refusal.ok).toBe(false);
    if (refusal.ok) return;
    expect(translateText(TEXTS_ES, refusal.message)).toBe(
      "Su rol no puede pasar una orden de trabajo de completada a pendiente.",
    );
    expect(translateText(TEXTS_FR_CA, equipmentNotAvailableMessage(enumLabel("DOWN_FOR_REPAIR")))).toBe(
      "L'équipement au statut En réparation ne peut pas être affecté",
    );
  });

  /** Every sentence a domain function builds is recognised by its template (no English left in Spanish). */
  it("knows every sentence the domain builds", () => {
    const at = new Date("2026-01-01T10:00:00Z");
    const defect = canTransitionDefect("OPEN", "OPEN", "MECHANIC");
    const reading = judgeReading(
      {
        kind: "ENGINE_HOURS",
        value: 10,
        takenAt: at,
        previous: { value: 20, takenAt: new Date("2025-12-31T10:00:00Z") },
        next: null,
        replacement: false,
        jumpReviewed: false,
      },
      at,
    );
    const built = [
      welcomeLine("Ana"),
      authFailedMessage("denied"),
      inspectionsAssignedMessage(1),
      inspectionsAssignedMessage(3),
      maintenanceOrdersCreatedMessage(1),
      maintenanceOrdersCreatedMessage(2),
      deleteEquipmentConfirm("EX-1"),
      deactivateUserConfirm("Ana Ruiz"),
      activateUserConfirm("Ana Ruiz"),
      defect.ok ? "" : defect.message,
      unsafeToOperateReason(1, ["Brakes"]) ?? "",
      unsafeToOperateReason(2, ["Brakes", "Tires"]) ?? "",
      unsafeToOperateMessage("EX-1", "Open critical defect: Brakes"),
      CHECKLIST_MESSAGES.itemRemoved("Brakes", 2),
      CHECKLIST_MESSAGES.readingRequired("Tire pressure"),
      CHECKLIST_MESSAGES.notApplicable("Brakes"),
      CHECKLIST_MESSAGES.photoRequired("Brakes"),
      CHECKLIST_MESSAGES.published(3),
      reading.verdict === "ACCEPT" ? "" : reading.message,
    ];
    for (const [language, texts] of Object.entries(CATALOGUES))
      for (const english of built)
        expect(translateText(texts, english), `${language}: ${english}`).not.toBe(english);
  });
});
