import type { EquipmentDetail } from "@mnx/domain";
import { useMemo } from "react";
import { Button } from "../../../components/ui/button";
import { qrDataUrl } from "../../../lib/qr-code";
import { printLabel } from "./print-label";

/** The machine's QR code as an image on a printable label (number, name, code text). */
export function EquipmentQrLabel({
  equipment,
}: {
  equipment: Pick<EquipmentDetail, "equipmentNumber" | "name" | "qrCode">;
}) {
  const code = equipment.qrCode;
  const image = useMemo(() => {
    if (!code) return null;
    try {
      return qrDataUrl(code);
    } catch {
      return null;
    }
  }, [code]);
  return (
    <section aria-labelledby="equipment-qr-heading" className="space-y-2">
      <h3 id="equipment-qr-heading" className="font-semibold">
        QR Code
      </h3>
      {image && code ? (
        <>
          <div className="qr-print-label mx-auto w-full max-w-60 rounded-lg border border-line bg-white p-3 text-center text-slate-950">
            <img
              src={image}
              alt={`QR code ${code}`}
              className="mx-auto aspect-square w-full [image-rendering:pixelated]"
            />
            <p className="mt-1 text-lg leading-tight font-bold">{equipment.equipmentNumber}</p>
            <p className="text-sm leading-tight">{equipment.name}</p>
            <p className="mt-0.5 font-mono text-xs break-all">{code}</p>
          </div>
          <Button variant="secondary" block onClick={printLabel}>
            Print Label
          </Button>
        </>
      ) : (
        <p className="text-sm text-ink-muted">This machine has no QR code.</p>
      )}
    </section>
  );
}
