import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TelematicsMachine } from "@mnx/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { PagedResults } from "../../components/ui/paged-results";
import { telematicsMachinesQuery, useIgnoreMachine } from "../../features/telematics/api/telematics-queries";
import { FeedMachineList } from "../../features/telematics/components/feed-machine-list";
import { errorMessage } from "../../lib/error-message";
import { formatNumber } from "../../lib/format";

const LinkMachineModal = lazyDialog(
  async () => (await import("../../features/telematics/components/link-machine-modal")).LinkMachineModal,
);

/**
 * /telematics/machines (docs/decisions/044): the machines the feeds name that match none of ours by serial
 * number or PIN, each to link to one of ours or to ignore.
 */
export function TelematicsMachinesScreen() {
  const [page, setPage] = useState(1);
  const { t } = useLingui();
  const machines = useQuery({
    ...telematicsMachinesQuery("UNMATCHED", page),
    placeholderData: keepPreviousData,
  });
  const [linking, setLinking] = useState<TelematicsMachine | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const ignore = useIgnoreMachine();
  const ignoreMachine = (machine: TelematicsMachine) =>
    ignore.mutate(machine.id, {
      onSuccess: (answer) => setNotice({ tone: "success", message: answer.message }),
      onError: (error) =>
        setNotice({ tone: "error", message: errorMessage(error, t`The machine was not ignored`) }),
    });
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        <Trans>
          Machines your telematics feeds name whose serial number or PIN matches none of your machines. Link
          each to the machine it is, or ignore it.
        </Trans>
      </p>
      <h2 className="text-lg font-semibold">
        <Trans>Waiting to be linked</Trans>
      </h2>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PagedResults
        query={machines}
        items={(data) => data.machines}
        loadingTitle={t`Loading the unmatched machines...`}
        errorTitle={t`Failed to load the unmatched machines`}
        emptyTitle={t`No unmatched machines`}
        emptyText={t`Every machine the feeds name is matched, linked or ignored.`}
        countLabel={(total, exact) => {
          if (exact)
            return t`${plural(total, { one: "# unmatched machine", other: "# unmatched machines" })}`;
          const count = formatNumber(total);
          return t`${count}+ unmatched machines`;
        }}
        pagesLabel={t`Unmatched machines pages`}
        onPage={setPage}
        renderItems={(items) => (
          <FeedMachineList
            machines={items}
            onLink={setLinking}
            onIgnore={ignoreMachine}
            ignoringId={ignore.isPending ? (ignore.variables ?? null) : null}
          />
        )}
      />
      <LinkMachineModal
        open={linking !== null}
        machine={linking as TelematicsMachine}
        onClose={() => setLinking(null)}
        onSaved={(message) => {
          setLinking(null);
          setNotice({ tone: "success", message });
        }}
      />
    </div>
  );
}
