import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from "@mnx/domain";
import { urlFilterCodec } from "../../../lib/url-filters";

/** The chosen period, kept in the address (`?period=90d`; the default 30d leaves it out). */
export const REPORT_PERIOD_FILTER = urlFilterCodec({ period: "period" });
export const REPORT_TEXT_FILTERS = [] as const;

/** The address's period, or the default for none or an unknown one. */
export function reportPeriodOf(value: string): ReportPeriod {
  return (REPORT_PERIODS as readonly string[]).includes(value)
    ? (value as ReportPeriod)
    : DEFAULT_REPORT_PERIOD;
}
