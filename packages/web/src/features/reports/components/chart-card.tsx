import { Trans, useLingui } from "@lingui/react/macro";
import { REPORT_MESSAGES } from "@mnx/domain";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

export interface ChartTable {
  /** Column headings: the category, then each figure. */
  columns: readonly string[];
  /** Each row's figures: numbers, or text as shown (an amount with its currency). */
  rows: readonly (readonly [string, ...(number | string)[]])[];
}

interface ChartCardProps {
  title: string;
  /** One sentence under the title: what is counted. */
  description: string;
  table: ChartTable;
  /** The drawing (hidden from screen readers: the table is their version of it). */
  children: ReactNode;
  /** Nothing to draw; by default, when no figure is above 0. */
  empty?: boolean;
}

/**
 * A chart with its table alternative (DECISIONS.md 'Reports'): the table is always there for screen readers,
 * and 'Show table' shows it to everyone in place of the drawing. With no figure above 0: 'No data available'.
 */
export function ChartCard({ title, description, table, children, empty: noData }: ChartCardProps) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const { t } = useLingui();
  const empty = noData ?? table.rows.every(([, ...figures]) => figures.every((figure) => figure === 0));
  return (
    <Card className="flex min-w-0 flex-col gap-3" role="region" aria-labelledby={headingId}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          <p className="text-sm text-ink-muted">{description}</p>
        </div>
        {empty ? null : (
          <Button
            variant="secondary"
            className="shrink-0 self-start"
            onClick={() => setShowTable((on) => !on)}
          >
            {showTable ? <Trans>Show chart</Trans> : <Trans>Show table</Trans>}
          </Button>
        )}
      </div>
      {empty ? (
        <p className="py-6 text-center text-sm text-ink-muted">{domainText(REPORT_MESSAGES.noData)}</p>
      ) : (
        <>
          {showTable ? null : <div aria-hidden="true">{children}</div>}
          {/* Shown, a wide table scrolls: focusable, so a keyboard can scroll it too. */}
          <div
            className={showTable ? "max-h-96 overflow-auto" : "sr-only"}
            {...(showTable ? { tabIndex: 0, role: "group", "aria-label": t`${title}: table` } : {})}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-line">
                  {table.columns.map((column, at) => (
                    <th
                      key={column}
                      scope="col"
                      className={`py-1.5 pr-3 font-semibold ${at > 0 ? "text-right" : ""}`}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map(([label, ...figures]) => (
                  <tr key={label} className="border-b border-line last:border-0">
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      {label}
                    </th>
                    {figures.map((figure, at) => (
                      <td key={table.columns[at + 1]} className="py-1.5 pr-3 text-right tabular-nums">
                        {typeof figure === "number" ? formatNumber(figure) : figure}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
