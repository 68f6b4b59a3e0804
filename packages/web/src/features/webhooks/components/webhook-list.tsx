import { enumLabel, type Webhook } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

interface WebhookListProps {
  webhooks: readonly Webhook[];
  selectedId: string | undefined;
  onLog: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onToggle: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  busyId: string | null;
}

function StateBadge({ webhook }: { webhook: Webhook }) {
  if (!webhook.enabled) return <Badge>Disabled</Badge>;
  if (webhook.failing) return <Badge tone="danger">Failing</Badge>;
  return <Badge tone="success">Enabled</Badge>;
}

/** The organization's webhooks: address, kinds, state, and what may be done with each. */
export function WebhookList({
  webhooks,
  selectedId,
  onLog,
  onEdit,
  onToggle,
  onDelete,
  busyId,
}: WebhookListProps) {
  return (
    <ul className="space-y-3">
      {webhooks.map((webhook) => (
        <li key={webhook.id}>
          <Card className={`space-y-3 ${webhook.id === selectedId ? "ring-2 ring-accent" : ""}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 font-mono text-sm font-semibold break-all">{webhook.url}</h3>
              <StateBadge webhook={webhook} />
            </div>
            <p className="text-sm text-ink-muted">
              <span className="sr-only">Events: </span>
              {webhook.kinds.map(enumLabel).join(", ")}
            </p>
            {webhook.failing && webhook.enabled ? (
              <p className="text-sm text-danger-ink">
                Its last delivery failed after every retry. Check the receiver, then send it again.
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => onLog(webhook)}
                aria-label={`Deliveries of ${webhook.url}`}
              >
                Deliveries
              </Button>
              <Button variant="secondary" onClick={() => onEdit(webhook)} aria-label={`Edit ${webhook.url}`}>
                Edit
              </Button>
              <Button
                variant="secondary"
                busy={busyId === webhook.id}
                onClick={() => onToggle(webhook)}
                aria-label={`${webhook.enabled ? "Disable" : "Enable"} ${webhook.url}`}
              >
                {webhook.enabled ? "Disable" : "Enable"}
              </Button>
              <Button variant="danger" onClick={() => onDelete(webhook)} aria-label={`Delete ${webhook.url}`}>
                Delete
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
