import type { Signature, SignatureData, SignatureStep } from "@mnx/domain";
import type { Database } from "../../db/database.js";

interface SignatureRow {
  id: string;
  step: SignatureStep;
  work_order_id: string | null;
  defect_id: string | null;
  signer_id: string;
  signer_name: string;
  typed_name: string | null;
  strokes: [number, number][][];
  pad_width: number;
  pad_height: number;
  signed_at: Date;
  content_hash: string;
}

const COLUMNS = `s.id, s.step, s.work_order_id, s.defect_id, s.signer_id, s.signer_name, s.typed_name, s.strokes,
  s.pad_width, s.pad_height, s.signed_at, s.content_hash`;

export const toSignature = (row: SignatureRow): Signature => ({
  id: row.id,
  step: row.step,
  inspectionId: row.work_order_id,
  defectId: row.defect_id,
  signer: { id: row.signer_id, name: row.signer_name },
  typedName: row.typed_name,
  strokes: row.strokes,
  width: row.pad_width,
  height: row.pad_height,
  signedAt: row.signed_at.toISOString(),
  hash: row.content_hash,
});

/** The signer's name as the record keeps it ('Jake Thornton'). */
export async function signerName(db: Database, userId: string): Promise<string> {
  const row = await db.one<{ name: string }>(
    "SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1",
    [userId],
  );
  return row?.name || "Unknown";
}

/** Inserts the signature unless its record's step is signed already (a replay); answers whether it was added. */
export async function insertSignature(
  tx: Database,
  row: {
    organizationId: string;
    step: SignatureStep;
    workOrderId: string | null;
    defectId: string | null;
    signerId: string;
    signerName: string;
  },
  signature: SignatureData,
): Promise<boolean> {
  const added = await tx.query(
    `INSERT INTO signatures (organization_id, step, work_order_id, defect_id, signer_id, signer_name, typed_name,
       strokes, pad_width, pad_height, signed_at, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      row.organizationId,
      row.step,
      row.workOrderId,
      row.defectId,
      row.signerId,
      row.signerName,
      signature.typedName ?? null,
      JSON.stringify(signature.strokes),
      signature.width,
      signature.height,
      signature.signedAt,
      signature.hash,
    ],
  );
  return added.length > 0;
}

/** Whether the inspection (work order) is signed: then the record cannot be changed. */
export async function isInspectionSigned(db: Database, workOrderId: string): Promise<boolean> {
  const row = await db.one<{ signed: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM signatures WHERE work_order_id = $1) AS signed",
    [workOrderId],
  );
  return row?.signed === true;
}

/** The signatures of an inspection and of its defects' steps, in signing order (the organization's only). */
export async function listInspectionSignatures(
  db: Database,
  organizationId: string,
  workOrderId: string,
): Promise<Signature[]> {
  const rows = await db.query<SignatureRow>(
    `SELECT ${COLUMNS} FROM signatures s
     WHERE s.organization_id = $1
       AND (s.work_order_id = $2
            OR s.defect_id IN (SELECT d.id FROM defects d WHERE d.inspection_work_order_id = $2 AND d.organization_id = $1))
     ORDER BY s.signed_at, s.id`,
    [organizationId, workOrderId],
  );
  return rows.map(toSignature);
}

/** A defect's signatures (certification, acknowledgement), in signing order. */
export async function listDefectSignatures(
  db: Database,
  organizationId: string,
  defectIds: readonly string[],
): Promise<Signature[]> {
  if (defectIds.length === 0) return [];
  const rows = await db.query<SignatureRow>(
    `SELECT ${COLUMNS} FROM signatures s
     WHERE s.organization_id = $1 AND s.defect_id = ANY($2::uuid[])
     ORDER BY s.signed_at, s.id`,
    [organizationId, defectIds],
  );
  return rows.map(toSignature);
}
