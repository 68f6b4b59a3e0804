import { StatePanel } from "../../components/ui/state-panel";

/** The Parts & Inventory tab: a placeholder (part 1, 2). */
export function MechanicPartsPanel() {
  return (
    <StatePanel kind="empty" title="Parts Management Coming Soon">
      Parts requests go through work order details: open a work order and note the parts it needs.
    </StatePanel>
  );
}
