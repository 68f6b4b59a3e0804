import { Trans, useLingui } from "@lingui/react/macro";
import { enumLabel, type Webhook } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { domainText } from "../../../lib/i18n/i18n";

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
  if (!webhook.enabled)
    return (
      <Badge>
        <Trans>Disabled</Trans>
      </Badge>
    );
  if (webhook.failing)
    return (
      <Badge tone="danger">
        <Trans>Failing</Trans>
      </Badge>
    );
  return (
    <Badge tone="success">
      <Trans>Enabled</Trans>
    </Badge>
  );
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
  const { t } = useLingui();
  return (
    <ul className="space-y-3">
      {webhooks.map((webhook) => {
        const url = webhook.url;
        return (
          <li key={webhook.id}>
            <Card className={`space-y-3 ${webhook.id === selectedId ? "ring-2 ring-accent" : ""}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-mono text-sm font-semibold break-all">{webhook.url}</h3>
                <StateBadge webhook={webhook} />
              </div>
              <p className="text-sm text-ink-muted">
                <span className="sr-only">
                  <Trans>Events:</Trans>{" "}
                </span>
                {webhook.kinds.map((kind) => domainText(enumLabel(kind))).join(", ")}
              </p>
              {webhook.failing && webhook.enabled ? (
                <p className="text-sm text-danger-ink">
                  <Trans>
                    Its last delivery failed after every retry. Check the receiver, then send it again.
                  </Trans>
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => onLog(webhook)}
                  aria-label={t`Deliveries of ${url}`}
                >
                  <Trans>Deliveries</Trans>
                </Button>
                <Button variant="secondary" onClick={() => onEdit(webhook)} aria-label={t`Edit ${url}`}>
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  variant="secondary"
                  busy={busyId === webhook.id}
                  onClick={() => onToggle(webhook)}
                  aria-label={webhook.enabled ? t`Disable ${url}` : t`Enable ${url}`}
                >
                  {webhook.enabled ? t`Disable` : t`Enable`}
                </Button>
                <Button variant="danger" onClick={() => onDelete(webhook)} aria-label={t`Delete ${url}`}>
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
