import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { domainText } from "../../../lib/i18n/i18n";
import { intlLocale } from "../../../lib/i18n/intl-locale";
import { useResendDelivery, webhookDeliveriesQuery } from "../api/webhook-queries";

const STATUS: Record<WebhookDeliveryStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  PENDING: { label: msg`Waiting`, tone: "info" },
  DELIVERED: { label: msg`Delivered`, tone: "success" },
  RETRYING: { label: msg`Retrying`, tone: "warning" },
  FAILED: { label: msg`Failed`, tone: "danger" },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: "medium", timeStyle: "medium" });

function DeliveryItem({ webhook, delivery }: { webhook: Webhook; delivery: WebhookDelivery }) {
  const resend = useResendDelivery();
  const status = STATUS[delivery.status];
  const { i18n, t } = useLingui();
  const kind = domainText(enumLabel(delivery.kind));
  const eventId = delivery.eventId;
  return (
    <li className="space-y-2 border-b border-line py-3 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{kind}</span>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">
            <Trans>Answer</Trans>
          </dt>
          <dd>{delivery.responseCode ?? t`None`}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>Tries</Trans>
          </dt>
          <dd>{delivery.attempts}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-ink-muted">
            <Trans>Last try</Trans>
          </dt>
          <dd>{delivery.lastAttemptAt ? when(delivery.lastAttemptAt) : t`Not yet`}</dd>
        </div>
      </dl>
      {delivery.error ? <p className="text-sm break-words text-danger-ink">{delivery.error}</p> : null}
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-success-ink">
          {domainText(WEBHOOK_MESSAGES.resent)}
        </p>
      ) : null}
      {delivery.status === "PENDING" || delivery.status === "RETRYING" ? null : (
        <Button
          variant="secondary"
          busy={resend.isPending}
          onClick={() => resend.mutate({ id: webhook.id, deliveryId: delivery.id })}
          aria-label={t`Send again: ${kind}, event ${eventId}`}
        >
          <Trans>Send Again</Trans>
        </Button>
      )}
    </li>
  );
}

/** A webhook's delivery log, newest first: status, the receiver's answer, tries, when; and 'send again'. */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const log = useQuery({ ...webhookDeliveriesQuery(webhook.id, page), placeholderData: keepPreviousData });
  const { t } = useLingui();
  const url = webhook.url;
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-all">
          <Trans>Deliveries to {url}</Trans>
        </h2>
        <Button variant="ghost" onClick={() => void log.refetch()}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {log.isPending ? (
        <StatePanel kind="loading" title={t`Loading the deliveries...`} />
      ) : log.isError ? (
        <StatePanel kind="error" title={t`Failed to load the deliveries`} />
      ) : log.data.deliveries.length === 0 ? (
        <StatePanel kind="empty" title={t`Nothing sent yet`}>
          <Trans>Deliveries appear here as events of its kinds happen.</Trans>
        </StatePanel>
      ) : (
        <>
          <ul>
            {log.data.deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} webhook={webhook} delivery={delivery} />
            ))}
          </ul>
          <Pagination pagination={log.data.pagination} onPage={setPage} label={t`Delivery pages`} />
        </>
      )}
    </Card>
  );
}
