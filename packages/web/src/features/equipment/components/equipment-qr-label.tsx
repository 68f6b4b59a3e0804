import { Trans, useLingui } from "@lingui/react/macro";
import { type EquipmentDetail, equipmentLabelUrl } from "@mnx/domain";
import { useMemo } from "react";
import { Button } from "../../../components/ui/button";
import { qrDataUrl } from "../../../lib/qr-code";
import { printLabel } from "./print-label";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The machine's printable label: a QR code of this app's address of the machine (any phone's camera app opens
 * it; the app's Scan reads it), its number and name, and the code to type when no camera can read it.
 */
export function EquipmentQrLabel({
  equipment,
}: {
  equipment: Pick<EquipmentDetail, "id" | "equipmentNumber" | "name" | "qrCode">;
}) {
  const { t } = useLingui();
  const { origin, hostname } = window.location;
  const { equipmentNumber } = equipment;
  const url = equipmentLabelUrl(origin, equipment.id);
  const image = useMemo(() => qrDataUrl(url), [url]);
  return (
    <section aria-labelledby="equipment-qr-heading" className="space-y-2">
      <h3 id="equipment-qr-heading" className="font-semibold">
        <Trans>QR Code</Trans>
      </h3>
      <div className="qr-print-label mx-auto w-full max-w-60 rounded-lg border border-line bg-white p-3 text-center text-slate-950">
        <img
          src={image}
          alt={t`QR code for ${equipmentNumber}`}
          className="mx-auto aspect-square w-full [image-rendering:pixelated]"
        />
        <p className="mt-1 text-lg leading-tight font-bold">{equipment.equipmentNumber}</p>
        <p className="text-sm leading-tight">{equipment.name}</p>
        {equipment.qrCode ? <p className="mt-0.5 font-mono text-xs break-all">{equipment.qrCode}</p> : null}
      </div>
      {LOCAL_HOSTS.has(hostname) ? (
        <p className="text-xs text-ink-muted">
          <Trans>
            This label opens {origin}, which a phone cannot reach. Print labels from the address phones use.
          </Trans>
        </p>
      ) : null}
      <Button variant="secondary" block onClick={printLabel}>
        <Trans>Print Label</Trans>
      </Button>
    </section>
  );
}
