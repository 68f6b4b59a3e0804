import {
  DEFECT_MESSAGES,
  type InspectionRecordQuery,
  type Locale,
  SIGNATURE_MESSAGES,
  type Signature,
  type WorkOrder,
} from "@mnx/domain";
import { csvText } from "../../csv.js";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { checklistVersionName } from "../checklists/checklist-service.js";
import { getDefect } from "../defects/defect-service.js";
import { getEquipment } from "../equipment/equipment-service.js";
import { type PhotoStorage, readWorkOrderPhotoFiles } from "../photos/photo-service.js";
import { defectSignatures, inspectionSignatures } from "../signatures/signature-service.js";
import { readWorkOrder } from "../work-orders/work-order-read-service.js";
import { inspectionReportPdf, machineRecordPdf, parseResult } from "./record-pdf.js";
import {
  listInspectionDefects,
  listMachineDefectsInPeriod,
  listMachineInspections,
} from "./record-repository.js";

/** An inspection the caller sees (404 for another organization's, a work order not an inspection, or unseen). */
async function readInspection(db: Database, user: AuthenticatedUser, id: string): Promise<WorkOrder> {
  const workOrder = await readWorkOrder(db, user, id).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound(SIGNATURE_MESSAGES.notFound);
    throw error;
  });
  if (workOrder.workOrderType !== "INSPECTION" && workOrder.workOrderType !== "PERIODIC_INSPECTION")
    throw notFound(SIGNATURE_MESSAGES.notFound);
  return workOrder;
}

/** GET /inspections/{id}/signatures: the inspection's signature and its defects' (certification, acknowledgement). */
export async function listInspectionSignaturesFor(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<Signature[]> {
  await readInspection(db, user, id);
  return inspectionSignatures(db, user.organizationId, id);
}

/** GET /defects/{id}/signatures: 404 for a defect the caller does not see. */
export async function listDefectSignaturesFor(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<Signature[]> {
  const defect = await getDefect(db, user, id).catch(() => {
    throw notFound(DEFECT_MESSAGES.notFound);
  });
  return defectSignatures(db, user.organizationId, [defect.id]);
}

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "machine";

/**
 * How many photos, and how many of their bytes, one report embeds: a report stays a file one can mail (each
 * photo is at most 10 MB; an inspection may hold five per failed item). The others are named, not drawn.
 */
export const REPORT_PHOTO_LIMITS = { count: 12, bytes: 24 * 1024 * 1024 };

/** GET /inspections/{id}/report.pdf: the inspection report, its photos drawn in, and its file name. */
export async function inspectionReport(
  db: Database,
  photoStorage: PhotoStorage,
  user: AuthenticatedUser,
  id: string,
  locale: Locale = "en",
) {
  const workOrder = await readInspection(db, user, id);
  const result = parseResult(workOrder.completionNotes);
  const [defects, signatures, photos, checklist] = await Promise.all([
    listInspectionDefects(db, user.organizationId, id),
    inspectionSignatures(db, user.organizationId, id),
    readWorkOrderPhotoFiles(db, photoStorage, user.organizationId, id, REPORT_PHOTO_LIMITS),
    result?.templateVersionId
      ? checklistVersionName(db, user.organizationId, result.templateVersionId)
      : null,
  ]);
  const pdf = await inspectionReportPdf({
    workOrder,
    result,
    defects,
    signatures,
    photos,
    checklist,
    locale,
  });
  const day = (workOrder.actualEnd ?? workOrder.createdAt).slice(0, 10);
  return { pdf, fileName: `inspection-${slug(workOrder.equipment.equipmentNumber)}-${day}.pdf` };
}

/** GET /equipment/{id}/inspection-record: a machine's inspections and defects for a period (CSV or PDF). */
export async function machineInspectionRecord(
  db: Database,
  user: AuthenticatedUser,
  equipmentId: string,
  query: InspectionRecordQuery,
  locale: Locale = "en",
) {
  const machine = await getEquipment(db, user, equipmentId);
  const [inspections, defects] = await Promise.all([
    listMachineInspections(db, user.organizationId, equipmentId, query.from, query.to),
    listMachineDefectsInPeriod(db, user.organizationId, equipmentId, query.from, query.to),
  ]);
  const signed = new Set(inspections.filter((row) => row.signed).map((row) => row.id));
  const name = `${machine.equipmentNumber} ${machine.name}`;
  const fileName = `inspection-record-${slug(machine.equipmentNumber)}-${query.from}-${query.to}.${query.format}`;
  if (query.format === "pdf") {
    const pdf = await machineRecordPdf({
      machine: name,
      from: query.from,
      to: query.to,
      inspections,
      defects,
      signedInspections: signed,
      locale,
    });
    return { body: pdf, type: "application/pdf", fileName };
  }
  const rows: (string | number | null)[][] = [
    ["Record", "Date", "Machine", "Item", "Critical", "Status", "Result", "Person", "Signed", "Notes"],
  ];
  for (const row of inspections) {
    const result = parseResult(row.completion_notes);
    rows.push([
      "Inspection",
      row.inspection_date,
      machine.equipmentNumber,
      "",
      "",
      row.status,
      result ? result.summary.overallResult : "",
      row.operator_name,
      signed.has(row.id) ? "yes" : "no",
      result?.operatorNotes ?? "",
    ]);
  }
  for (const defect of defects) {
    rows.push([
      "Defect",
      defect.reported_at.toISOString(),
      machine.equipmentNumber,
      `${defect.category} / ${defect.item}`,
      defect.critical ? "yes" : "no",
      defect.status,
      "",
      "",
      defect.certified_at ? "certified" : "",
      defect.certification_note ?? defect.notes,
    ]);
  }
  return { body: csvText(rows), type: "text/csv; charset=utf-8", fileName };
}
