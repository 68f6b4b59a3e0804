import { useEffect, useRef } from "react";
import { Alert } from "../../../components/ui/alert";

/**
 * A success message inside a modal that stays open. The button that was pressed goes away with the new state,
 * so the message takes the focus once, when it appears (give it a new key per message), instead of the focus
 * falling out of the form.
 */
export function WorkOrderNotice({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <Alert tone="success">{message}</Alert>
    </div>
  );
}
