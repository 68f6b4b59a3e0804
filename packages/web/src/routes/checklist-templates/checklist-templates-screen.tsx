import { Trans, useLingui } from "@lingui/react/macro";
import type { ChecklistTemplate } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import { checklistTemplatesQuery } from "../../features/checklists/api/checklist-template-queries";
import { ChecklistEditorModal } from "../../features/checklists/components/checklist-editor-modal";
import { ChecklistTemplateCard } from "../../features/checklists/components/checklist-template-card";

type Editing = { template: ChecklistTemplate | null } | null;

/**
 * /checklist-templates (docs/decisions/042): what each equipment type's daily inspection asks, for the shop
 * foreman and up: the default (the spec's 16 items), one per type, a machine's own; edit publishes a version.
 */
export function ChecklistTemplatesScreen() {
  const { t } = useLingui();
  const query = useQuery(checklistTemplatesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const templates = query.data?.templates ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          <Trans>Templates by equipment type</Trans>
        </h2>
        <Button onClick={() => setEditing({ template: null })}>
          <Trans>New Template</Trans>
        </Button>
      </div>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      {query.isPending ? <StatePanel kind="loading" title={t`Loading checklist templates...`} /> : null}
      {query.isError ? (
        <StatePanel
          kind="error"
          title={t`Checklist templates could not be loaded`}
          action={
            <Button variant="secondary" onClick={() => query.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        >
          {query.error.message}
        </StatePanel>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {templates.map((template) => (
          <li key={template.id} className="flex">
            <div className="flex w-full">
              <ChecklistTemplateCard template={template} onEdit={() => setEditing({ template })} />
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <ChecklistEditorModal
          template={editing.template}
          templates={templates}
          onClose={() => setEditing(null)}
          onSaved={(message) => setNotice({ tone: "success", message })}
        />
      ) : null}
    </div>
  );
}
