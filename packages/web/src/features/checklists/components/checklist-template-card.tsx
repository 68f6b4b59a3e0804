import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChecklistTemplate, enumLabel, INSPECTION_KIND_LABELS } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { formatDateTime } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

/** One template on the list: its scope, version, what it asks, and Edit. */
export function ChecklistTemplateCard({
  template,
  onEdit,
}: {
  template: ChecklistTemplate;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  /** Which machines a template is for: all (the default), a type, or one machine. */
  const scope = () => {
    if (template.equipment) return `${template.equipment.equipmentNumber} · ${template.equipment.name}`;
    const type = template.equipmentType ? domainText(enumLabel(template.equipmentType)) : null;
    if (type) return t`All ${type} machines`;
    return t`Every machine without a template of its own or of its type`;
  };
  /** '4 sections · 16 items · 0 readings · 8 critical': the domain's checklistSummary, worded here. */
  const summary = () => {
    const sections = template.sections.length;
    const items = template.sections.flatMap((section) => section.items);
    const count = items.length;
    const readings = items.filter((item) => item.kind === "READING").length;
    const critical = items.filter((item) => item.critical).length;
    return t`${plural(sections, { one: "# section", other: "# sections" })} · ${plural(count, { one: "# item", other: "# items" })} · ${plural(readings, { one: "# reading", other: "# readings" })} · ${critical} critical`;
  };
  const version = template.version.number;
  const publishedAt = formatDateTime(template.version.publishedAt);
  const name = template.name;
  return (
    <Card className="flex w-full flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words">{template.name}</h3>
          <p className="text-sm text-ink-muted">{scope()}</p>
          <p className="text-sm text-ink-muted">{domainText(INSPECTION_KIND_LABELS[template.kind])}</p>
        </div>
        {template.isDefault ? (
          <Badge tone="info">
            <Trans>Default</Trans>
          </Badge>
        ) : null}
      </div>
      <p className="text-sm">{summary()}</p>
      <p className="text-sm text-ink-muted">
        <Trans>
          Version {version}, published {publishedAt}
        </Trans>
      </p>
      <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${name}`} className="mt-auto">
        <Trans>Edit</Trans>
      </Button>
    </Card>
  );
}
