import {
  formatDateTime,
  type Signature,
  type SignaturePoint,
  type SignatureStep,
  signaturePath,
} from "@mnx/domain";

const STEP_LABELS: Readonly<Record<SignatureStep, string>> = {
  INSPECTION: "Inspection signed by",
  DEFECT_CERTIFICATION: "Repair certified by",
  DEFECT_ACKNOWLEDGEMENT: "Acknowledged by",
};

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
  return (
    <figure className="space-y-1">
      <div className="flex h-20 w-full max-w-xs items-center justify-center rounded-lg border border-line bg-surface px-2">
        {signature.strokes.length > 0 ? (
          <svg
            role="img"
            aria-label={`Signature of ${who}`}
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
        {STEP_LABELS[signature.step]} <span className="font-semibold">{who}</span>
        <span className="block text-ink-muted">
          {formatDateTime(signature.signedAt)}
          {signature.strokes.length === 0 ? " · typed name, confirmed" : ""}
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
