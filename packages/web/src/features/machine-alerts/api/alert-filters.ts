import { MACHINE_ALERT_SEVERITIES, MACHINE_ALERT_SEVERITY_LABELS } from "@mnx/domain";
import type { UrlFilters } from "../../../lib/url-filters";
import { urlFilterCodec } from "../../../lib/url-filters";

/** The Machine Alerts page's filters and their address parameters (/machine-alerts?severity=CRITICAL&open=true). */
export const ALERT_FILTERS = urlFilterCodec({ severity: "severity", open: "open" });
export type AlertFilters = UrlFilters<(typeof ALERT_FILTERS.keys)[number]>;

export const ALERT_SEVERITY_OPTIONS = MACHINE_ALERT_SEVERITIES.map((severity) => ({
  value: severity,
  label: MACHINE_ALERT_SEVERITY_LABELS[severity],
}));

export const ALERT_OPEN_OPTIONS = [
  { value: "true", label: "Open (not cleared)" },
  { value: "false", label: "Cleared" },
];
