import type { AlertTone } from "./alert";
import { DismissibleAlert } from "./dismissible-alert";

export interface Notice {
  tone: AlertTone;
  message: string;
}

/** A dashboard's page-level message (an action's outcome), closed by the person. */
export function DashboardNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <DismissibleAlert tone={notice.tone} onDismiss={onDismiss}>
      {notice.message}
    </DismissibleAlert>
  );
}
