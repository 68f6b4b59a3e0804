import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DatabaseOverview } from "@mnx/domain";
import { ActionIcon, isActionIconName } from "../../../components/ui/action-icon";
import { Button } from "../../../components/ui/button";

type Capability = DatabaseOverview["capabilities"][number];
export type DatabaseTab = NonNullable<Capability["tab"]>;

const TAB_LABELS: Readonly<Record<DatabaseTab, MessageDescriptor>> = {
  schema: msg`Schema`,
  data: msg`Data`,
  query: msg`Query`,
};

/** What the tools can do (part 2, 2.13 'capability actions'): each opens its tab. */
export function CapabilityList({
  capabilities,
  onOpen,
}: {
  capabilities: readonly Capability[];
  onOpen: (tab: DatabaseTab) => void;
}) {
  const { i18n, t } = useLingui();
  const openLabel = (tab: DatabaseTab) => {
    const name = i18n._(TAB_LABELS[tab]);
    return t`Open ${name}`;
  };
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {capabilities.map((capability) => (
        <li
          key={capability.name}
          className="flex gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent-soft-ink">
            <ActionIcon name={isActionIconName(capability.icon) ? capability.icon : "database"} />
          </span>
          <div className="min-w-0 flex-1 space-y-2">
            <div>
              <h3 className="font-semibold">{capability.name}</h3>
              <p className="text-sm text-ink-muted">{capability.description}</p>
            </div>
            {capability.tab ? (
              <Button variant="secondary" onClick={() => capability.tab && onOpen(capability.tab)}>
                {openLabel(capability.tab)}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
