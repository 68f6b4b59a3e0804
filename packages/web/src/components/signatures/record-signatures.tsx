import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { defectSignaturesQuery, inspectionSignaturesQuery } from "../../lib/signatures/signature-queries";
import { SignatureList } from "./signature-view";

/** A defect's signatures (certification, acknowledgement) on its card, once it is certified. */
export function DefectSignatures({ defectId }: { defectId: string }) {
  const { data } = useQuery(defectSignaturesQuery(defectId));
  return <SignatureList signatures={data} />;
}

/** An inspection's signatures (the operator's, then its defects'), under its results. */
export function InspectionSignatures({ inspectionId }: { inspectionId: string }) {
  const { data } = useQuery(inspectionSignaturesQuery(inspectionId));
  const { t } = useLingui();
  if (!data?.length) return null;
  return (
    <section aria-label={t`Signatures`} className="space-y-2">
      <h3 className="text-sm font-semibold text-ink">
        <Trans>Signatures</Trans>
      </h3>
      <SignatureList signatures={data} />
    </section>
  );
}
