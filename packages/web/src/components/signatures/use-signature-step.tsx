import { SIGNATURE_MESSAGES, type SignatureData, type SignatureStep } from "@mnx/domain";
import { useState } from "react";
import { useAuth } from "../../lib/auth/use-auth";
import { EMPTY_MARK, hasMark, makeSignature } from "../../lib/signatures/signature-mark";
import { SignaturePad } from "./signature-pad";

/**
 * A form's signing step (docs/decisions/043): the pad to show at its end, and `sign` to call on submit with
 * what is signed. `sign` answers null (and shows why on the pad) while nothing is drawn nor typed and confirmed.
 */
export function useSignatureStep(legend: string, disabled = false) {
  const signerId = useAuth().user?.id;
  const [mark, setMark] = useState(EMPTY_MARK);
  const [missing, setMissing] = useState(false);
  const field = (
    <SignaturePad
      legend={legend}
      value={mark}
      disabled={disabled}
      error={missing ? SIGNATURE_MESSAGES.markRequired : undefined}
      onChange={(next) => {
        setMark(next);
        setMissing(false);
      }}
    />
  );
  const sign = async (step: SignatureStep, content: unknown): Promise<SignatureData | null> => {
    if (!hasMark(mark) || !signerId) {
      setMissing(true);
      return null;
    }
    return makeSignature(step, content, signerId, mark);
  };
  return { field, sign };
}
