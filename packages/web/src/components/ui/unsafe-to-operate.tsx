import { Alert } from "./alert";
import { Badge } from "./badge";

interface UnsafeMachine {
  name: string;
  unsafeToOperate: boolean;
  unsafeReason: string | null;
}

/**
 * 'Unsafe to operate' and why, wherever a machine is shown (docs/decisions/040): a badge with the reason on a
 * card, an alert at the top of its details. Nothing for a safe machine.
 */
export function UnsafeToOperate({ machine, layout }: { machine: UnsafeMachine; layout: "card" | "notice" }) {
  if (!machine.unsafeToOperate) return null;
  if (layout === "notice") {
    return (
      <Alert tone="error" title={`Unsafe to operate: ${machine.unsafeReason ?? "open critical defect"}`}>
        {machine.name} cannot be assigned and its daily check cannot pass until the repair is certified.
      </Alert>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-danger-ink">
      <Badge tone="danger">Unsafe to operate</Badge>
      <span className="min-w-0 break-words">{machine.unsafeReason}</span>
    </p>
  );
}
