import { equipmentPath } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { LabelScanner } from "../../features/scan/components/label-scanner";

/**
 * /scan: the top bar's Scan (phones). A machine's label opens the machine; a code that names no machine but a
 * part's barcode or number opens the part (docs/decisions/032). What opens takes the scanner's place, so Back
 * returns to before it. The parts lookup is loaded with the first code that names no machine (/scan's weight).
 */
export function ScanScreen() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const open = useCallback(
    (equipmentId: string) => void navigate(equipmentPath(equipmentId), { replace: true }),
    [navigate],
  );
  const openPart = useCallback(
    async (code: string) => {
      let found: { id: string } | { problem: string };
      try {
        const { lookupPart } = await import("../../features/parts/api/part-lookup");
        found = await lookupPart(client, code);
      } catch {
        return false; // the lookup's code could not be loaded (offline before it was ever cached): the machine's answer stands
      }
      if (!("id" in found)) return false;
      void navigate(`/parts/${found.id}`, { replace: true });
      return true;
    },
    [client, navigate],
  );
  return <LabelScanner onOpen={open} orElse={openPart} />;
}
