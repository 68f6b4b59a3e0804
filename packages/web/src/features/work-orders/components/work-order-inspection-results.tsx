import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import {
  INSPECTION_MESSAGES,
  type InspectionItem,
  type InspectionItemStatus,
  parseInspectionResult,
} from "@mnx/domain";
import { InspectionSignatures } from "../../../components/signatures/record-signatures";
import { Alert } from "../../../components/ui/alert";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { DetailList } from "../../../components/ui/detail-list";
import { InspectionReportButton } from "../../../components/ui/inspection-report-button";
import { formatDateTime } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { readingLabel } from "./work-order-display";
import { WorkOrderSection } from "./work-order-section";

const ITEM_BADGES: Readonly<Record<InspectionItemStatus, { tone: BadgeTone; label: MessageDescriptor }>> = {
  OK: { tone: "success", label: msg`OK` },
  NEEDS_ATTENTION: { tone: "warning", label: msg`Needs Attention` },
  NOT_CHECKED: { tone: "neutral", label: msg`Not Checked` },
  NOT_APPLICABLE: { tone: "neutral", label: msg`N/A` },
};

function InspectionItems({ items }: { items: readonly InspectionItem[] }) {
  const { i18n } = useLinguiRuntime();
  return (
    <div className="space-y-3">
      {[...new Set(items.map((entry) => entry.category))].map((category) => {
        const inCategory = items.filter((entry) => entry.category === category);
        if (inCategory.length === 0) return null;
        return (
          <div key={category} className="space-y-1">
            <h4 className="text-sm font-semibold text-ink-muted">{category}</h4>
            <ul className="divide-y divide-line rounded-lg border border-line">
              {inCategory.map((entry) => (
                <li key={entry.item} className="px-3 py-2 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 font-medium">
                      {entry.item}
                      {entry.reading === undefined ? null : (
                        <span className="font-normal text-ink-muted">
                          {" "}
                          · {entry.reading}
                          {entry.unit ? ` ${entry.unit}` : ""}
                        </span>
                      )}
                    </span>
                    <Badge tone={ITEM_BADGES[entry.status].tone}>
                      {i18n._(ITEM_BADGES[entry.status].label)}
                    </Badge>
                  </div>
                  {entry.notes ? <p className="mt-1 break-words text-ink-muted">{entry.notes}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * A daily inspection's result, kept as JSON in completionNotes (part 1, 3); unreadable text says so. Its
 * signatures and the PDF report follow (docs/decisions/043).
 */
export function WorkOrderInspectionResults({ text, inspectionId }: { text: string; inspectionId: string }) {
  const { t } = useLingui();
  const result = parseInspectionResult(text);
  const passed = result?.summary.overallResult === "PASS";
  const itemsOk = result?.summary.itemsOK;
  const totalItems = result?.summary.totalItems;
  return (
    <WorkOrderSection
      title={t`Inspection Results`}
      titleExtra={
        result ? (
          <Badge tone={passed ? "success" : "warning"}>{passed ? t`Pass` : t`Needs Attention`}</Badge>
        ) : null
      }
    >
      {result ? (
        <div className="space-y-3">
          <DetailList
            items={[
              { label: t`Items OK`, value: t`${itemsOk} of ${totalItems}` },
              { label: t`Needing attention`, value: String(result.summary.itemsNeedingAttention) },
              { label: t`Hour meter reading`, value: readingLabel(result.hourMeterReading, "h") },
              { label: t`Completed`, value: formatDateTime(result.completedAt) },
              { label: t`Completed by`, value: result.completedBy },
              { label: t`Operator notes`, value: result.operatorNotes },
            ]}
          />
          <InspectionItems items={result.items} />
          <InspectionSignatures inspectionId={inspectionId} />
          <InspectionReportButton inspectionId={inspectionId} />
        </div>
      ) : (
        <Alert tone="warning">{domainText(INSPECTION_MESSAGES.unreadable)}</Alert>
      )}
    </WorkOrderSection>
  );
}
