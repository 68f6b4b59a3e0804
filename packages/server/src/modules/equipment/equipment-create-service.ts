import { randomBytes } from "node:crypto";
import type { AddEquipmentForm } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { type AuthenticatedUser, assertCapability } from "../../plugins/auth.js";
import { assignEquipment } from "./assignment-create-service.js";
import { findEquipmentById } from "./equipment-repository.js";
import { toEquipmentDto } from "./equipment-row.js";
import { insertEquipment } from "./equipment-write-repository.js";

/** 'MNX-EX-101-3F9A1C': readable on a label, unique per organization (the database checks it). */
const generateQrCode = (equipmentNumber: string) =>
  `MNX-${equipmentNumber}-${randomBytes(3).toString("hex").toUpperCase()}`;

const JOB_SITE_REQUIRED = "Job site is required";

/**
 * Add Heavy Equipment. With an operator picked in 'Location & Assignment', the machine starts with an ACTIVE
 * assignment on its job site (the same rules as POST /equipment/assignments), all in one transaction, so
 * assignedOperatorId always names the operator of the machine's ACTIVE assignment.
 */
export async function createEquipment(db: Database, user: AuthenticatedUser, form: AddEquipmentForm) {
  const { assignedOperatorId, qrCode, ...machine } = form;
  if (assignedOperatorId) {
    assertCapability(user, "assignments.create");
    if (!form.currentJobSite) {
      throw new AppError("VALIDATION_ERROR", JOB_SITE_REQUIRED, 400, [
        { path: "currentJobSite", message: JOB_SITE_REQUIRED },
      ]);
    }
  }
  return db.transaction(async (tx) => {
    const id = await insertEquipment(tx, user.organizationId, {
      ...machine,
      qrCode: qrCode ?? generateQrCode(form.equipmentNumber),
    });
    if (assignedOperatorId && form.currentJobSite) {
      await assignEquipment(tx, user, {
        equipmentId: id,
        operatorId: assignedOperatorId,
        jobSite: form.currentJobSite,
        startDate: new Date().toISOString(),
        notes: undefined,
        hourMeterReading: form.hourMeter,
        mileageReading: form.mileage,
      });
    }
    const created = await findEquipmentById(tx, user.organizationId, id);
    if (!created) throw new Error("The new machine was not found");
    return toEquipmentDto(created);
  });
}
