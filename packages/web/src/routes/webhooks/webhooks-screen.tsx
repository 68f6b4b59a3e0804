import { Trans, useLingui } from "@lingui/react/macro";
import type { Webhook } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import {
  useDeleteWebhook,
  useUpdateWebhook,
  webhooksQuery,
} from "../../features/webhooks/api/webhook-queries";
import { WebhookDeliveries } from "../../features/webhooks/components/webhook-deliveries";
import { WebhookList } from "../../features/webhooks/components/webhook-list";
import { errorMessage } from "../../lib/error-message";

const WebhookFormModal = lazyDialog(
  async () => (await import("../../features/webhooks/components/webhook-form-modal")).WebhookFormModal,
);
const WebhookSecretDialog = lazyDialog(
  async () => (await import("../../features/webhooks/components/webhook-secret-dialog")).WebhookSecretDialog,
);

const WEBHOOK_PARAM = "webhook";

/**
 * /webhooks (docs/decisions/038): the super admin's webhooks: add, edit the kinds, enable or disable, delete,
 * and each one's delivery log with 'send again'.
 */
export function WebhooksScreen() {
  const webhooks = useQuery(webhooksQuery());
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Webhook | "new" | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const all = webhooks.data ?? [];
  const deletingUrl = deleting?.url ?? "";
  const selected = all.find((webhook) => webhook.id === params.get(WEBHOOK_PARAM));
  const showLog = (webhook: Webhook) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(WEBHOOK_PARAM, webhook.id);
        return next;
      },
      { replace: true },
    );
  const toggle = (webhook: Webhook) =>
    update.mutate(
      { id: webhook.id, changes: { enabled: !webhook.enabled } },
      {
        onSuccess: (answer) => setNotice({ tone: "success", message: answer.message }),
        onError: (error) =>
          setNotice({ tone: "error", message: errorMessage(error, t`The webhook was not changed`) }),
      },
    );

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        <Trans>
          Send the shop's events to other systems as signed JSON. Each delivery is retried for about 40
          minutes before it is marked failed.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Webhooks</Trans>
        </h2>
        <Button onClick={() => setEditing("new")}>
          <span aria-hidden="true">+</span> <Trans>Add Webhook</Trans>
        </Button>
      </div>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      {webhooks.isPending ? (
        <StatePanel kind="loading" title={t`Loading the webhooks...`} />
      ) : webhooks.isError ? (
        <StatePanel
          kind="error"
          title={t`Failed to load the webhooks`}
          action={
            <Button variant="secondary" onClick={() => void webhooks.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      ) : all.length === 0 ? (
        <StatePanel kind="empty" title={t`No webhooks yet`}>
          <Trans>
            Add the address of a system that should hear of assignments, breakdowns or completions.
          </Trans>
        </StatePanel>
      ) : (
        <WebhookList
          webhooks={all}
          selectedId={selected?.id}
          onLog={showLog}
          onEdit={(webhook) => setEditing(webhook)}
          onToggle={toggle}
          onDelete={(webhook) => setDeleting(webhook)}
          busyId={update.isPending ? (update.variables?.id ?? null) : null}
        />
      )}
      {selected ? <WebhookDeliveries key={selected.id} webhook={selected} /> : null}
      <WebhookFormModal
        open={editing !== null}
        webhook={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(message, newSecret) => {
          setEditing(null);
          setNotice({ tone: "success", message });
          if (newSecret) setSecret(newSecret);
        }}
      />
      <WebhookSecretDialog open={secret !== null} secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete Webhook`}
        message={t`Delete the webhook to ${deletingUrl} and its delivery log? Nothing more is sent to it.`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        busy={remove.isPending}
        error={
          remove.isError
            ? errorMessage(remove.error, t`The webhook was not deleted. Please try again.`)
            : null
        }
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (answer) => {
              setDeleting(null);
              setNotice({ tone: "success", message: answer.message });
            },
          })
        }
      />
    </div>
  );
}
