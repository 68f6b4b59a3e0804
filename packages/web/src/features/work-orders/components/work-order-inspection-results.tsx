import {
  formatDateTime,
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
import { readingLabel } from "./work-order-display";
import { WorkOrderSection } from "./work-order-section";

const ITEM_BADGES: Readonly<Record<InspectionItemStatus, { tone: BadgeTone; label: string }>> = {
  OK: { tone: "success", label: "OK" },
  NEEDS_ATTENTION: { tone: "warning", label: "Needs Attention" },
  NOT_CHECKED: { tone: "neutral", label: "Not Checked" },
  NOT_APPLICABLE: { tone: "neutral", label: "N/A" },
};

function InspectionItems({ items }: { items: readonly InspectionItem[] }) {
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
                    <Badge tone={ITEM_BADGES[entry.status].tone}>{ITEM_BADGES[entry.status].label}</Badge>
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
  const result = parseInspectionResult(text);
  const passed = result?.summary.overallResult === "PASS";
  return (
    <WorkOrderSection
      title="Inspection Results"
      titleExtra={
        result ? (
          <Badge tone={passed ? "success" : "warning"}>{passed ? "Pass" : "Needs Attention"}</Badge>
        ) : null
      }
    >
      {result ? (
        <div className="space-y-3">
          <DetailList
            items={[
              { label: "Items OK", value: `${result.summary.itemsOK} of ${result.summary.totalItems}` },
              { label: "Needing attention", value: String(result.summary.itemsNeedingAttention) },
              { label: "Hour meter reading", value: readingLabel(result.hourMeterReading, "h") },
              { label: "Completed", value: formatDateTime(result.completedAt) },
              { label: "Completed by", value: result.completedBy },
              { label: "Operator notes", value: result.operatorNotes },
            ]}
          />
          <InspectionItems items={result.items} />
          <InspectionSignatures inspectionId={inspectionId} />
          <InspectionReportButton inspectionId={inspectionId} />
        </div>
      ) : (
        <Alert tone="warning">{INSPECTION_MESSAGES.unreadable}</Alert>
      )}
    </WorkOrderSection>
  );
}
