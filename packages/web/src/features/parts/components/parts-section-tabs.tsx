import { can } from "@mnx/domain";
import { SectionTabs } from "../../../components/ui/section-tabs";

/**
 * The tabs between the parts pages; a mechanic also has their truck (docs/decisions/032), the managers who set
 * them the labour rates (docs/decisions/036).
 */
export function PartsSectionTabs({ role }: { role: string | undefined }) {
  const truck = can(role, "parts.move") && !can(role, "parts.manage");
  return (
    <SectionTabs
      label="Parts sections"
      tabs={[
        { label: "Parts", to: "/parts" },
        { label: "To Order", to: "/parts/to-order" },
        { label: "Locations", to: "/parts/locations" },
        ...(truck ? [{ label: "My Truck", to: "/parts/truck" }] : []),
        ...(can(role, "labour.rates") ? [{ label: "Labour Rates", to: "/parts/labour-rates" }] : []),
      ]}
    />
  );
}
