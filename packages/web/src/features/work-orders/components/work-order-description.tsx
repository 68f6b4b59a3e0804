import { useLingui } from "@lingui/react/macro";
import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import { domainText } from "../../../lib/i18n/i18n";
import { WorkOrderSection } from "./work-order-section";

/** The description one paragraph per line, as it was written (an escalation's lines stay apart). */
export function WorkOrderDescription({ text }: { text: string | null }) {
  const { t } = useLingui();
  const lines = (text ?? "").split(/\r?\n/).map((line) => line.trimEnd());
  return (
    <WorkOrderSection title={t`Description`}>
      {lines.some(Boolean) ? (
        <div className="space-y-1 text-sm break-words text-ink">
          {lines.map((line, index) =>
            line ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move
              <p key={index}>{line}</p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move
              <div key={index} className="h-2" aria-hidden="true" />
            ),
          )}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{domainText(WORK_ORDER_MESSAGES.noDescription)}</p>
      )}
    </WorkOrderSection>
  );
}
