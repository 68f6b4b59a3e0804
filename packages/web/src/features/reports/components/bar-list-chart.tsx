import { AxisBottom } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useRef } from "react";
import { formatNumber } from "../../../lib/format";
import { useElementWidth } from "./use-element-width";

export interface BarItem {
  label: string;
  value: number;
  /** A fill class (e.g. 'fill-danger-ink'); the accent colour otherwise. */
  tone?: string;
  /** The figure as written at the bar's end (e.g. an amount with its currency); the value otherwise. */
  display?: string;
}

const AXIS = 24;
const BAR = 18;
/** Below this width a name goes above its bar instead of beside it. */
const STACK_BELOW = 480;
const CHAR = 7; // px per character of the 12 px labels, to shorten a name that would not fit
const VALUE_SPACE = 36; // at least, for the figure at a bar's end
const tick = { fill: "currentColor", fontSize: 11 } as const;

const shortened = (text: string, room: number) => {
  const fits = Math.max(4, Math.floor(room / CHAR));
  return text.length > fits ? `${text.slice(0, fits - 1)}…` : text;
};

/**
 * A horizontal bar per category with its figure at the bar's end. Wide: names in a column beside the bars;
 * narrow (a phone): each name above its bar, so long machine names stay readable.
 */
export function BarListChart({
  items,
  formatValue = formatNumber,
}: {
  items: readonly BarItem[];
  /** The axis's labels (whole numbers, in the language shown, by default). */
  formatValue?: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const stacked = width < STACK_BELOW;
  const labelWidth = stacked ? 0 : Math.min(220, Math.round(width * 0.4));
  const row = stacked ? BAR + 22 : BAR + 12;
  const left = stacked ? 6 : labelWidth + 8; // room for the axis's first label
  const figureSpace = Math.max(VALUE_SPACE, ...items.map((item) => (item.display ?? "").length * CHAR + 12));
  const plotWidth = Math.max(0, width - left - figureSpace);
  const max = Math.max(1, ...items.map((item) => item.value));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, plotWidth], nice: true });
  const height = items.length * row + AXIS;

  return (
    <div ref={box} className="w-full text-ink-muted">
      {width > 0 ? (
        <svg width={width} height={height} role="presentation">
          {items.map((item, at) => {
            const barTop = at * row + (stacked ? 18 : 6);
            const middle = barTop + BAR / 2;
            return (
              <g key={item.label}>
                <text
                  x={stacked ? left : 0}
                  y={stacked ? barTop - 5 : middle}
                  dy={stacked ? undefined : "0.35em"}
                  className="fill-ink text-xs"
                >
                  <title>{item.label}</title>
                  {shortened(item.label, stacked ? width : labelWidth)}
                </text>
                <Bar
                  x={left}
                  y={barTop}
                  width={Math.max(item.value > 0 ? 2 : 0, x(item.value))}
                  height={BAR}
                  rx={3}
                  className={item.tone ?? "fill-accent"}
                />
                <text
                  x={left + x(item.value) + 6}
                  y={middle}
                  dy="0.35em"
                  className="fill-ink text-xs font-semibold tabular-nums"
                >
                  {item.display ?? formatNumber(item.value)}
                </text>
              </g>
            );
          })}
          <Group left={left} top={items.length * row}>
            <AxisBottom
              scale={x}
              numTicks={Math.min(4, max)}
              tickFormat={(value) => formatValue(Number(value))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={() => ({ ...tick, textAnchor: "middle" })}
            />
          </Group>
        </svg>
      ) : null}
    </div>
  );
}
