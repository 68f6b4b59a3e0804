import { SIGNATURE_MESSAGES, type SignatureData, type SignatureStep, signatureHash } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { insertSignature, signerName } from "./signature-repository.js";

/** A device's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/**
 * Inside the signed step's transaction (docs/decisions/043): checks the signature's hash against the canonical
 * text of `content` (what the server holds), the signer (the caller) and the signing time, and records it. A
 * different hash is 400 SIGNATURE_HASH_MISMATCH; a signing time in the future 400 SIGNATURE_TIME_INVALID.
 * A step signed already (an offline replay) keeps its first signature.
 */
export async function recordSignature(
  tx: Database,
  signed: {
    organizationId: string;
    step: SignatureStep;
    workOrderId?: string;
    defectId?: string;
    signerId: string;
    content: unknown;
  },
  signature: SignatureData,
): Promise<void> {
  if (new Date(signature.signedAt).getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw new AppError("SIGNATURE_TIME_INVALID", SIGNATURE_MESSAGES.futureTime, 400, [
      { path: "signature.signedAt", message: SIGNATURE_MESSAGES.futureTime },
    ]);
  }
  const expected = await signatureHash({
    step: signed.step,
    content: signed.content,
    signerId: signed.signerId,
    signedAt: signature.signedAt,
    mark: signature,
  });
  if (expected !== signature.hash) {
    throw new AppError("SIGNATURE_HASH_MISMATCH", SIGNATURE_MESSAGES.hashMismatch, 400, [
      { path: "signature.hash", message: SIGNATURE_MESSAGES.hashMismatch },
    ]);
  }
  await insertSignature(
    tx,
    {
      organizationId: signed.organizationId,
      step: signed.step,
      workOrderId: signed.workOrderId ?? null,
      defectId: signed.defectId ?? null,
      signerId: signed.signerId,
      signerName: await signerName(tx, signed.signerId),
    },
    signature,
  );
}
