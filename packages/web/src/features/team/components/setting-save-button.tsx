import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";

/** The Save button beside one organization setting's field: busy while sent, idle until the value changes. */
export function SettingSaveButton({
  pending,
  disabled,
  onSave,
  children,
}: {
  pending: boolean;
  disabled: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" className="sm:mb-6" busy={pending} disabled={disabled} onClick={onSave}>
      {children}
    </Button>
  );
}
