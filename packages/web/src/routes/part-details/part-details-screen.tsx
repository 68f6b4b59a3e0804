import { Trans, useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { Badge } from "../../components/ui/badge";
import { LoadStatePanel } from "../../components/ui/load-state-panel";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { stockState } from "../../features/parts/api/part-display";
import { partDetailQuery } from "../../features/parts/api/part-queries";
import { useMyTruck } from "../../features/parts/api/use-truck-stock";
import { PartLedger } from "../../features/parts/components/part-ledger";
import { PartSummary } from "../../features/parts/components/part-summary";
import { StockLevels } from "../../features/parts/components/stock-levels";
import { useAuth } from "../../lib/auth/use-auth";
import { PartActions } from "./part-actions";
import { type PartDialog, PartDialogs } from "./part-dialogs";

/**
 * /parts/{id}, 'Part Details' (docs/decisions/032): the part, on hand per location, its stock history newest
 * first, and what the person may do: receive, count and move (managers, online), load their truck or give
 * back (a mechanic, also offline). A scanned barcode lands here. An operator sees no costs.
 */
export function PartDetailsScreen() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const role = user?.role;
  const query = useQuery(partDetailQuery(id));
  const { locations, truck } = useMyTruck(user?.id);
  const arrival = (useLocation().state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<Notice | null>(arrival ? { tone: "success", message: arrival } : null);
  const [dialog, setDialog] = useState<PartDialog>(null);
  const part = query.data;
  const { t } = useLingui();

  if (!part) {
    return (
      <LoadStatePanel
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingTitle={t`Loading the part...`}
        errorTitle={t`Failed to load the part`}
        notFoundTitle={t`Part not found`}
      />
    );
  }
  const state = part.archivedAt ? null : stockState(part.onHand, part.minStock, part.needsCount);
  const showCost = can(role, "parts.viewCosts");
  const manage = can(role, "parts.manage");

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm text-ink-muted">{part.partNumber}</p>
          <h2 className="text-2xl font-bold tracking-tight break-words">{part.name}</h2>
        </div>
        <div className="flex flex-wrap gap-1">
          {part.archivedAt ? (
            <Badge>
              <Trans>Archived</Trans>
            </Badge>
          ) : null}
          {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
        </div>
      </header>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PartActions part={part} role={role} truck={truck} onOpen={setDialog} />
      <StockLevels
        part={part}
        onCount={
          manage && !part.archivedAt
            ? (level) => setDialog({ kind: "count", locationId: level.locationId })
            : undefined
        }
        onMinimum={
          manage
            ? () =>
                setDialog({
                  kind: "minimum",
                  locationId: part.stock[0]?.locationId ?? locations.data?.[0]?.id ?? "",
                })
            : undefined
        }
      />
      <PartSummary part={part} showCost={showCost} />
      <PartLedger part={part} showCost={showCost} />
      <PartDialogs
        dialog={dialog}
        part={part}
        locations={locations.data ?? []}
        truck={truck}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          setNotice({ tone: "success", message });
        }}
      />
    </div>
  );
}
