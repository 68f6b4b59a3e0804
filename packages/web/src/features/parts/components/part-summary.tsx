import { Trans, useLingui } from "@lingui/react/macro";
import type { PartDetail } from "@mnx/domain";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";
import { useMoney } from "../../../lib/use-money";
import { formatQuantity, UNIT_LABELS } from "../api/part-display";

/** A part's facts: codes, unit, cost (for roles that see costs), minimum and reorder quantity, what it fits. */
export function PartSummary({ part, showCost }: { part: PartDetail; showCost: boolean }) {
  const money = useMoney();
  const { t, i18n } = useLingui();
  return (
    <Card>
      <h3 className="sr-only">
        <Trans>Part information</Trans>
      </h3>
      {part.description ? <p className="mb-3 text-sm">{part.description}</p> : null}
      <DetailList
        columns={3}
        items={[
          { label: t`Category`, value: part.category ? <span translate="no">{part.category}</span> : null },
          { label: t`Unit`, value: i18n._(UNIT_LABELS[part.unit]) },
          ...(showCost ? [{ label: t`Unit cost`, value: money(part.unitCost) }] : []),
          { label: t`Minimum stock`, value: formatQuantity(part.minStock, part.unit) },
          { label: t`Reorder quantity`, value: formatQuantity(part.reorderQty, part.unit) },
          {
            label: t`Barcode`,
            value: part.barcode ? <span className="font-mono">{part.barcode}</span> : null,
          },
          { label: t`Manufacturer no.`, value: part.manufacturerPartNumber },
          { label: t`Supplier no.`, value: part.supplierPartNumber },
          { label: t`Fits`, value: part.fits.length ? part.fits.join(", ") : null },
        ]}
      />
    </Card>
  );
}
