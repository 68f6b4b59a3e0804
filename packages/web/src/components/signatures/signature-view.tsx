import { Trans, useLingui } from "@lingui/react/macro";
import { type Signature, type SignaturePoint, type SignatureStep, signaturePath } from "@mnx/domain";
import type { ReactNode } from "react";
import { formatDateTime } from "../../lib/format";

/** Who signed which step: one sentence each, the name in bold. */
function SignedBy({ step, who }: { step: SignatureStep; who: string }): ReactNode {
  const name = <span className="font-semibold">{who}</span>;
  switch (step) {
    case "INSPECTION":
      return <Trans>Inspection signed by {name}</Trans>;
    case "DEFECT_CERTIFICATION":
      return <Trans>Repair certified by {name}</Trans>;
    case "DEFECT_ACKNOWLEDGEMENT":
      return <Trans>Acknowledged by {name}</Trans>;
  }
}

/** The strokes of a signature as one SVG path, in the pad's pixels. */
export function SignatureStrokes({
  strokes,
  width,
}: {
  strokes: readonly (readonly SignaturePoint[])[];
  width: number;
}) {
  return (
    <path
      d={signaturePath(strokes)}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A signature on its record: the mark drawn from its strokes (or the typed name), who signed, and when. */
export function SignatureView({ signature }: { signature: Signature }) {
  const who = signature.signer.name;
  const { t } = useLingui();
  return (
    <figure className="space-y-1">
      <div className="flex h-20 w-full max-w-xs items-center justify-center rounded-lg border border-line bg-surface px-2">
        {signature.strokes.length > 0 ? (
          <svg
            role="img"
            aria-label={t`Signature of ${who}`}
            className="h-full w-full text-ink"
            viewBox={`0 0 ${signature.width} ${signature.height}`}
          >
            <SignatureStrokes strokes={signature.strokes} width={3} />
          </svg>
        ) : (
          <span className="font-serif text-xl italic text-ink">{signature.typedName}</span>
        )}
      </div>
      <figcaption className="text-sm text-ink">
        <SignedBy step={signature.step} who={who} />
        <span className="block text-ink-muted">
          {formatDateTime(signature.signedAt)}
          {signature.strokes.length === 0 ? <Trans> · typed name, confirmed</Trans> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** The signatures of a record, or nothing while there are none. */
export function SignatureList({ signatures }: { signatures: readonly Signature[] | undefined }) {
  if (!signatures?.length) return null;
  return (
    <div className="flex flex-wrap gap-4" data-testid="signatures">
      {signatures.map((signature) => (
        <SignatureView key={signature.id} signature={signature} />
      ))}
    </div>
  );
}
