import { Trans, useLingui } from "@lingui/react/macro";
import type { StockLocation } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";

interface LocationListProps {
  locations: readonly StockLocation[];
  /** Managers edit a location; the others only read. */
  onEdit?: ((location: StockLocation) => void) | undefined;
  /** Opens what a location holds. */
  onOpen: (location: StockLocation) => void;
  selectedId?: string | undefined;
}

/** The organization's stores and service trucks, a truck with who keeps it. */
export function LocationList({ locations, onEdit, onOpen, selectedId }: LocationListProps) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Stock locations`} className="grid gap-3 sm:grid-cols-2">
      {locations.map((location) => {
        const { name, keeper } = location;
        const keeperName = keeper ? `${keeper.firstName} ${keeper.lastName}` : "";
        return (
          <li
            key={location.id}
            className={`flex flex-col gap-2 rounded-xl border bg-surface p-4 shadow-sm ${location.id === selectedId ? "border-accent" : "border-line"}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="min-w-0 font-semibold">{location.name}</h3>
              <Badge tone={location.kind === "TRUCK" ? "info" : "neutral"}>
                {location.kind === "TRUCK" ? <Trans>Service truck</Trans> : <Trans>Store</Trans>}
              </Badge>
            </div>
            {location.kind === "TRUCK" ? (
              <p className="text-sm text-ink-muted">
                {keeper ? <Trans>Kept by {keeperName}</Trans> : <Trans>Nobody keeps it yet</Trans>}
              </p>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              <Button
                variant="secondary"
                className="flex-1"
                aria-pressed={location.id === selectedId}
                onClick={() => onOpen(location)}
              >
                <Trans>
                  What it holds<span className="sr-only"> at {name}</span>
                </Trans>
              </Button>
              {onEdit ? (
                <Button variant="secondary" className="flex-1" onClick={() => onEdit(location)}>
                  <Trans>
                    Edit<span className="sr-only"> {name}</span>
                  </Trans>
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
