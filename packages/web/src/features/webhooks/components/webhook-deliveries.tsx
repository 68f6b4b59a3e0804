import {
  enumLabel,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from "@mnx/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Pagination } from "../../../components/ui/pagination";
import { StatePanel } from "../../../components/ui/state-panel";
import { useResendDelivery, webhookDeliveriesQuery } from "../api/webhook-queries";

const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: "Waiting", tone: "info" },
  DELIVERED: { label: "Delivered", tone: "success" },
  RETRYING: { label: "Retrying", tone: "warning" },
  FAILED: { label: "Failed", tone: "danger" },
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" }) : "Not yet";

function DeliveryItem({ webhook, delivery }: { webhook: Webhook; delivery: WebhookDelivery }) {
  const resend = useResendDelivery();
  const status = STATUS[delivery.status];
  return (
    <li className="space-y-2 border-b border-line py-3 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{enumLabel(delivery.kind)}</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">Answer</dt>
          <dd>{delivery.responseCode ?? "None"}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Tries</dt>
          <dd>{delivery.attempts}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-ink-muted">Last try</dt>
          <dd>{when(delivery.lastAttemptAt)}</dd>
        </div>
      </dl>
      {delivery.error ? <p className="text-sm break-words text-danger-ink">{delivery.error}</p> : null}
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-success-ink">
          {WEBHOOK_MESSAGES.resent}
        </p>
      ) : null}
      {delivery.status === "PENDING" || delivery.status === "RETRYING" ? null : (
        <Button
          variant="secondary"
          busy={resend.isPending}
          onClick={() => resend.mutate({ id: webhook.id, deliveryId: delivery.id })}
          aria-label={`Send again: ${enumLabel(delivery.kind)}, event ${delivery.eventId}`}
        >
          Send Again
        </Button>
      )}
    </li>
  );
}

/** A webhook's delivery log, newest first: status, the receiver's answer, tries, when; and 'send again'. */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const log = useQuery({ ...webhookDeliveriesQuery(webhook.id, page), placeholderData: keepPreviousData });
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-all">Deliveries to {webhook.url}</h2>
        <Button variant="ghost" onClick={() => void log.refetch()}>
          Refresh
        </Button>
      </div>
      {log.isPending ? (
        <StatePanel kind="loading" title="Loading the deliveries..." />
      ) : log.isError ? (
        <StatePanel kind="error" title="Failed to load the deliveries" />
      ) : log.data.deliveries.length === 0 ? (
        <StatePanel kind="empty" title="Nothing sent yet">
          Deliveries appear here as events of its kinds happen.
        </StatePanel>
      ) : (
        <>
          <ul>
            {log.data.deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} webhook={webhook} delivery={delivery} />
            ))}
          </ul>
          <Pagination pagination={log.data.pagination} onPage={setPage} label="Delivery pages" />
        </>
      )}
    </Card>
  );
}
