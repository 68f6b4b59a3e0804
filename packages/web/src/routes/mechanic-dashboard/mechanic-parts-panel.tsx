import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { StatePanel } from "../../components/ui/state-panel";

// Loaded with the tab (rendered after the dashboard's first screen, docs/decisions/029's issue 25 work), not
// with the dashboard's own chunk.
const PartsOverviewPanel = lazy(async () => ({
  default: (await import("../../features/parts/components/parts-overview-panel")).PartsOverviewPanel,
}));

/** The Parts & Inventory tab: what to order or count, the mechanic's truck, the parts pages (docs/decisions/032). */
export function MechanicPartsPanel({ userId, role }: { userId: string; role: string }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<StatePanel kind="loading" title={t`Loading parts...`} />}>
      <PartsOverviewPanel userId={userId} role={role} />
    </Suspense>
  );
}
