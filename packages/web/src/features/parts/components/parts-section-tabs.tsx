import { useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { SectionTabs } from "../../../components/ui/section-tabs";

/**
 * The tabs between the parts pages; a mechanic also has their truck (docs/decisions/032), the managers who set
 * them the labour rates (docs/decisions/036).
 */
export function PartsSectionTabs({ role }: { role: string | undefined }) {
  const truck = can(role, "parts.move") && !can(role, "parts.manage");
  const { t } = useLingui();
  return (
    <SectionTabs
      label={t`Parts sections`}
      tabs={[
        { label: t`Parts`, to: "/parts" },
        { label: t`To Order`, to: "/parts/to-order" },
        { label: t({ message: "Locations", context: "parts tab" }), to: "/parts/locations" },
        ...(truck ? [{ label: t`My Truck`, to: "/parts/truck" }] : []),
        ...(can(role, "labour.rates")
          ? [{ label: t({ message: "Labour Rates", context: "parts tab" }), to: "/parts/labour-rates" }]
          : []),
      ]}
    />
  );
}
