import type { PartDetail } from "@mnx/domain";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";
import { useMoney } from "../../../lib/use-money";
import { formatQuantity, UNIT_LABELS } from "../api/part-display";

/** A part's facts: codes, unit, cost (for roles that see costs), minimum and reorder quantity, what it fits. */
export function PartSummary({ part, showCost }: { part: PartDetail; showCost: boolean }) {
  const money = useMoney();
  return (
    <Card>
      <h3 className="sr-only">Part information</h3>
      {part.description ? <p className="mb-3 text-sm">{part.description}</p> : null}
      <DetailList
        columns={3}
        items={[
          { label: "Category", value: part.category },
          { label: "Unit", value: UNIT_LABELS[part.unit] },
          ...(showCost ? [{ label: "Unit cost", value: money(part.unitCost) }] : []),
          { label: "Minimum stock", value: formatQuantity(part.minStock, part.unit) },
          { label: "Reorder quantity", value: formatQuantity(part.reorderQty, part.unit) },
          {
            label: "Barcode",
            value: part.barcode ? <span className="font-mono">{part.barcode}</span> : null,
          },
          { label: "Manufacturer no.", value: part.manufacturerPartNumber },
          { label: "Supplier no.", value: part.supplierPartNumber },
          { label: "Fits", value: part.fits.length ? part.fits.join(", ") : null },
        ]}
      />
    </Card>
  );
}
