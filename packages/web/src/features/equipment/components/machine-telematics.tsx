import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { EquipmentDetail } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { formatDateTime, formatNumber } from "../../../lib/format";

/** A name: the same in every language. */
const OPEN_STREET_MAP = "OpenStreetMap";

const coordinate = (value: number) => value.toFixed(5);
const percent = (level: { percent: number; takenAt: string } | null) =>
  level
    ? `${formatNumber(level.percent, { maximumFractionDigits: 1 })}% (${formatDateTime(level.takenAt)})`
    : null;

/** 'Running (Jan 5, 2025, 3:04 PM)' or 'Off (...)': one sentence each, for the word order of each language. */
const engineState = (running: boolean, at: string) => (running ? t`Running (${at})` : t`Off (${at})`);

/**
 * What the machine's telematics last told (docs/decisions/047): its last known position, as coordinates with
 * links to open them in a map app (geo:) or on OpenStreetMap (no map tiles: the app works without the
 * internet), its fuel and DEF levels and its engine status, each with its time. Nothing when the feed told none.
 */
export function MachineTelematics({ equipment }: { equipment: EquipmentDetail }) {
  const { position, levels } = equipment;
  if (!position && !levels) return null;
  const link = "font-semibold text-accent-ink underline underline-offset-2";
  return (
    <section aria-labelledby="equipment-telematics-heading" className="space-y-2">
      <h3 id="equipment-telematics-heading" className="font-semibold">
        <Trans>From Telematics</Trans>
      </h3>
      {position ? (
        <div className="space-y-1 text-sm">
          <p>
            <span className="text-xs font-medium tracking-wide text-ink-muted uppercase">
              <Trans>Last known position</Trans>{" "}
            </span>
            <span className="font-mono break-all">
              {coordinate(position.latitude)}, {coordinate(position.longitude)}
            </span>
          </p>
          <p className="text-xs text-ink-muted">
            {formatDateTime(position.takenAt)} · {position.source}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <a className={link} href={`geo:${position.latitude},${position.longitude}`}>
              <Trans>Open in map app</Trans>
            </a>
            <a
              className={link}
              href={`https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=15/${position.latitude}/${position.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {OPEN_STREET_MAP}
            </a>
          </p>
        </div>
      ) : null}
      {levels ? (
        <DetailList
          columns={3}
          items={[
            { label: t`Fuel remaining`, value: percent(levels.fuelRemaining) },
            { label: t`DEF remaining`, value: percent(levels.defRemaining) },
            {
              label: t`Engine`,
              value: levels.engine
                ? engineState(levels.engine.running, formatDateTime(levels.engine.takenAt))
                : null,
            },
          ]}
        />
      ) : null}
    </section>
  );
}
