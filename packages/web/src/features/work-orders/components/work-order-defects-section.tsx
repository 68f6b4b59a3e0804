import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { WorkOrderDefect } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { DefectStatusBadge } from "../../../components/ui/defect-status-badge";
import { WorkOrderSection } from "./work-order-section";

const TITLES = { REPAIRS: msg`Defects to repair`, REPORTED: msg`Defects reported` } as const;

/**
 * The defects a work order repairs, or a daily inspection reported (docs/decisions/040), critical first: the
 * mechanic sees what must be certified before the machine runs again.
 */
export function WorkOrderDefectsSection({ defects }: { defects: readonly WorkOrderDefect[] }) {
  const { i18n } = useLinguiRuntime();
  return (["REPAIRS", "REPORTED"] as const).map((link) => {
    const shown = defects.filter((defect) => defect.link === link);
    if (shown.length === 0) return null;
    return (
      <WorkOrderSection key={link} title={i18n._(TITLES[link])} titleExtra={<Badge>{shown.length}</Badge>}>
        <ul className="divide-y divide-line rounded-lg border border-line">
          {shown.map((defect) => (
            <li key={defect.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{defect.item}</span>
                <span className="text-sm text-ink-muted">{defect.category}</span>
              </span>
              {defect.critical ? (
                <Badge tone="danger">
                  <Trans>Critical</Trans>
                </Badge>
              ) : null}
              <DefectStatusBadge status={defect.status} />
            </li>
          ))}
        </ul>
      </WorkOrderSection>
    );
  });
}
