import { equipmentPath } from "@mnx/domain";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { LabelScanner } from "../../features/scan/components/label-scanner";

/** /scan: the top bar's Scan (phones). The machine opens in place of the scanner, so Back returns to before it. */
export function ScanScreen() {
  const navigate = useNavigate();
  const open = useCallback(
    (equipmentId: string) => void navigate(equipmentPath(equipmentId), { replace: true }),
    [navigate],
  );
  return <LabelScanner onOpen={open} />;
}
