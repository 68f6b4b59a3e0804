import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MACHINE_ALERT_SEVERITIES, MACHINE_ALERT_SEVERITY_LABELS } from "@mnx/domain";
import { domainText } from "../../../lib/i18n/i18n";
import type { UrlFilters } from "../../../lib/url-filters";
import { urlFilterCodec } from "../../../lib/url-filters";

/** The Machine Alerts page's filters and their address parameters (/machine-alerts?severity=CRITICAL&open=true). */
export const ALERT_FILTERS = urlFilterCodec({ severity: "severity", open: "open" });
export type AlertFilters = UrlFilters<(typeof ALERT_FILTERS.keys)[number]>;

/** The severity filter's choices, in the language shown. */
export const alertSeverityOptions = () =>
  MACHINE_ALERT_SEVERITIES.map((severity) => ({
    value: severity,
    label: domainText(MACHINE_ALERT_SEVERITY_LABELS[severity]),
  }));

export const ALERT_OPEN_OPTIONS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: "true", label: msg`Open (not cleared)` },
  { value: "false", label: msg`Cleared` },
];
