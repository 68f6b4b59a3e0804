import { Trans, useLingui } from "@lingui/react/macro";
import { SIGNATURE_LIMITS } from "@mnx/domain";
import { type PointerEvent, useId, useRef } from "react";
import { domainText } from "../../lib/i18n/i18n";
import { pointFits, type SignatureMarkValue } from "../../lib/signatures/signature-mark";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { SignatureStrokes } from "./signature-view";

interface SignaturePadProps {
  /** The step signed ('Sign the inspection'). */
  legend: string;
  value: SignatureMarkValue;
  onChange: (value: SignatureMarkValue) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));

/**
 * A signature drawn with a finger, a mouse or a pen (pointer events), kept as strokes of whole-pixel points on
 * the pad, drawn back as an SVG path; or, as the accessible alternative, the typed name with 'I confirm' ticked
 * (docs/decisions/043). Large targets for one hand at 375 px.
 */
export function SignaturePad({ legend, value, onChange, error, disabled }: SignaturePadProps) {
  const drawing = useRef(false);
  const hintId = useId();
  const errorId = useId();
  const { t } = useLingui();

  const pointOf = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const width = clamp(box.width, SIGNATURE_LIMITS.padSize) || 1;
    const height = clamp(box.height, SIGNATURE_LIMITS.padSize) || 1;
    return {
      width,
      height,
      point: [clamp(event.clientX - box.left, width), clamp(event.clientY - box.top, height)] as [
        number,
        number,
      ],
    };
  };
  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || !pointFits(value, true)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { width, height, point } = pointOf(event);
    // Strokes are in the pad's pixels: a pad resized since the first stroke starts the signature again.
    const kept = value.width === width && value.height === height ? value.strokes : [];
    onChange({ ...value, width, height, strokes: [...kept, [point]] });
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!drawing.current || !pointFits(value, false)) return;
    const { point } = pointOf(event);
    const last = value.strokes.at(-1);
    if (!last) return;
    const previous = last.at(-1);
    if (previous && previous[0] === point[0] && previous[1] === point[1]) return;
    onChange({ ...value, strokes: [...value.strokes.slice(0, -1), [...last, point]] });
  };
  const end = () => {
    drawing.current = false;
  };

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        <Trans>Sign with your finger, a mouse or a pen, or type your name below and tick 'I confirm'.</Trans>
      </p>
      <div
        role="img"
        aria-label={value.strokes.length > 0 ? t`Signature pad: signed` : t`Signature pad: empty`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        data-testid="signature-pad"
        className={`relative h-40 w-full touch-none select-none rounded-lg border-2 border-dashed bg-surface ${
          error ? "border-danger-ink" : "border-line-strong"
        }`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      >
        <svg
          className="pointer-events-none absolute inset-0 h-full w-full text-ink"
          viewBox={`0 0 ${value.width} ${value.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <SignatureStrokes strokes={value.strokes} width={2.5} />
        </svg>
        {value.strokes.length === 0 ? (
          <span className="pointer-events-none absolute inset-x-4 bottom-3 border-t border-line pt-1 text-xs text-ink-muted">
            <Trans>Sign here</Trans>
          </span>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button
          variant="secondary"
          disabled={disabled || value.strokes.length === 0}
          onClick={() => onChange({ ...value, strokes: [] })}
        >
          <Trans>Clear signature</Trans>
        </Button>
      </div>
      <TextField
        label={t`Or type your full name`}
        autoComplete="name"
        maxLength={100}
        value={value.typedName}
        onChange={(event) => onChange({ ...value, typedName: event.target.value })}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent"
          checked={value.confirmed}
          onChange={(event) => onChange({ ...value, confirmed: event.target.checked })}
        />
        <span>
          <Trans>I confirm this is my signature</Trans>
        </span>
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-ink">
          {domainText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
