import type { Signature } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import {
  isInspectionSigned,
  listDefectSignatures,
  listInspectionSignatures,
} from "./signature-repository.js";

/** Reads for the modules above (their callers' scope checked by them first). */
export const inspectionSignatures = (db: Database, organizationId: string, workOrderId: string) =>
  listInspectionSignatures(db, organizationId, workOrderId);

export const defectSignatures = (
  db: Database,
  organizationId: string,
  defectIds: readonly string[],
): Promise<Signature[]> => listDefectSignatures(db, organizationId, defectIds);

export { isInspectionSigned };
