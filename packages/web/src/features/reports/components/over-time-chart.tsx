import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useRef } from "react";
import { formatDay, formatNumber } from "../../../lib/format";
import { useElementWidth } from "./use-element-width";

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 36 };
const tick = { fill: "currentColor", fontSize: 11 } as const;

/** One line of the chart: its figure's key, legend label, stroke class, dash, and legend swatch. */
export interface LineSeries<K extends string> {
  key: K;
  label: MessageDescriptor;
  className: string;
  dash: string | undefined;
  swatch: string;
}

/** The work-order lines: opened dashed, completed solid, so they differ without colour too. */
export const WORK_ORDER_LINES = [
  {
    key: "opened",
    label: msg`Opened`,
    className: "stroke-info-ink",
    dash: "6 4",
    swatch: "border-info-ink border-dashed",
  },
  {
    key: "completed",
    label: msg`Completed`,
    className: "stroke-success-ink",
    dash: undefined,
    swatch: "border-success-ink",
  },
] as const satisfies readonly LineSeries<string>[];

interface OverTimeChartProps<K extends string> {
  points: readonly ({ from: string } & Record<K, number>)[];
  series: readonly LineSeries<K>[];
  /** The left axis's labels (whole numbers, in the language shown, by default). */
  formatValue?: (value: number) => string;
}

/** Figures per day or week (work orders opened and completed, or costs), as lines with a legend. */
export function OverTimeChart<K extends string>({
  points,
  series: lines,
  formatValue = formatNumber,
}: OverTimeChartProps<K>) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<string>({ domain: points.map((point) => point.from), range: [0, plotWidth] });
  const max = Math.max(1, ...points.flatMap((point) => lines.map((line) => point[line.key])));
  const y = scaleLinear<number>({ domain: [0, max], range: [plotHeight, 0], nice: true });
  const dots = points.length <= 31;
  const ticks = Math.max(2, Math.min(6, Math.floor(plotWidth / 70)));
  const every = Math.max(1, Math.ceil(points.length / ticks));
  const tickValues = points.filter((_, at) => at % every === 0).map((point) => point.from);

  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {lines.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span className={`inline-block w-6 border-t-2 ${series.swatch}`} />
            {i18n._(series.label)}
          </li>
        ))}
      </ul>
      <div ref={box} className="w-full text-ink-muted">
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="presentation">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {lines.map((series) => (
                <g key={series.key}>
                  <LinePath
                    data={[...points]}
                    x={(point) => x(point.from) ?? 0}
                    y={(point) => y(point[series.key])}
                    className={series.className}
                    strokeWidth={2}
                    strokeDasharray={series.dash}
                    fill="none"
                  />
                  {dots
                    ? points.map((point) => (
                        <circle
                          key={point.from}
                          cx={x(point.from) ?? 0}
                          cy={y(point[series.key])}
                          r={2.5}
                          className={`${series.className} fill-surface`}
                          strokeWidth={1.5}
                        />
                      ))
                    : null}
                </g>
              ))}
              <AxisLeft
                scale={y}
                numTicks={Math.min(5, max)}
                tickFormat={(value) => formatValue(Number(value))}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={() => ({ ...tick, textAnchor: "end", dx: -4, dy: "0.33em" })}
              />
              <AxisBottom
                top={plotHeight}
                scale={x}
                tickValues={tickValues}
                tickFormat={(day) => formatDay(String(day))}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={() => ({ ...tick, textAnchor: "middle" })}
              />
            </Group>
          </svg>
        ) : null}
      </div>
    </div>
  );
}
