import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  if (!machine.unsafeToOperate) return null;
  if (layout === "notice") {
    const reason = machine.unsafeReason ?? t`open critical defect`;
    const name = machine.name;
    return (
      <Alert tone="error" title={t`Unsafe to operate: ${reason}`}>
        <Trans>
          {name} cannot be assigned and its daily check cannot pass until the repair is certified.
        </Trans>
      </Alert>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-danger-ink">
      <Badge tone="danger">
        <Trans>Unsafe to operate</Trans>
      </Badge>
      <span className="min-w-0 break-words">{machine.unsafeReason}</span>
    </p>
  );
}
