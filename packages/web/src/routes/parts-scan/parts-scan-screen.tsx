import { useCallback } from "react";
import { useNavigate } from "react-router";
import { PartScanner } from "../../features/parts/components/part-scanner";
import { useAuth } from "../../lib/auth/use-auth";

/** /parts/scan: a part's barcode (or its number, typed) opens the part, in the scanner's place. */
export function PartsScanScreen() {
  const navigate = useNavigate();
  const role = useAuth().user?.role;
  const open = useCallback(
    (partId: string) => void navigate(`/parts/${partId}`, { replace: true }),
    [navigate],
  );
  return <PartScanner role={role} onOpen={open} />;
}
