import { formatDay, type HoursPerDay } from "@mnx/domain";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useRef } from "react";
import { useElementWidth } from "../../../lib/use-element-width";

const HEIGHT = 180;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 36 };
const tick = { fill: "currentColor", fontSize: 11 } as const;

/** Engine hours run per day (loaded with its chart library only when drawn: docs/decisions/041). */
export function HoursPerDayChart({ days }: { days: readonly HoursPerDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, plotWidth], padding: 0.2 });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...days.map((d) => d.hours))],
    range: [plotHeight, 0],
    nice: true,
  });
  const every = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(plotWidth / 70))));
  const total = days.reduce((sum, d) => sum + d.hours, 0);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm text-ink-muted">
        {total.toLocaleString("en-US", { maximumFractionDigits: 1 })} engine hours over {days.length} days
        with readings
      </figcaption>
      <div ref={box} className="w-full text-ink-muted">
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="img" aria-label="Engine hours per day">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {days.map((d) => (
                <Bar
                  key={d.day}
                  x={x(d.day) ?? 0}
                  y={y(d.hours)}
                  width={x.bandwidth()}
                  height={plotHeight - y(d.hours)}
                  className="fill-accent"
                >
                  <title>{`${formatDay(d.day)}: ${d.hours} h`}</title>
                </Bar>
              ))}
              <AxisLeft
                scale={y}
                numTicks={4}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={tick}
              />
              <AxisBottom
                top={plotHeight}
                scale={x}
                tickValues={days.filter((_, at) => at % every === 0).map((d) => d.day)}
                tickFormat={(day) => formatDay(day)}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={tick}
              />
            </Group>
          </svg>
        ) : null}
      </div>
    </figure>
  );
}
