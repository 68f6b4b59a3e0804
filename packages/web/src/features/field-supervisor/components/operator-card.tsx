import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { enumLabel, type SupervisedOperator } from "@mnx/domain";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { buttonClasses } from "../../../components/ui/button-classes";
import { formatDate } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

/**
 * An Operator Management card (part 1, 2): name, email, status (every user has one), how many machines the
 * operator holds and which, and 'View Assignments'.
 */
export function OperatorCard({ operator }: { operator: SupervisedOperator }) {
  const titleId = useId();
  const { t } = useLingui();
  const name = `${operator.firstName} ${operator.lastName}`;
  const machines = operator.assignedEquipment;
  const status = operator.status;
  const jobSiteSince = (jobSite: string, since: string) => t`${jobSite} · since ${since}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {name}
        </h3>
        <Badge tone={status === "ACTIVE" ? "success" : "neutral"}>{domainText(enumLabel(status))}</Badge>
      </div>
      <p className="text-sm break-words text-ink-muted">{operator.email}</p>
      <p className="mt-3 text-sm font-medium">
        {machines.length === 0 ? (
          <Trans>No equipment assigned</Trans>
        ) : (
          <Plural value={machines.length} one="# machine assigned" other="# machines assigned" />
        )}
      </p>
      {machines.length > 0 ? (
        <ul aria-label={t`Equipment assigned to ${name}`} className="mt-2 space-y-2">
          {machines.map((machine) => (
            <li key={machine.id} className="rounded-lg bg-surface-muted px-3 py-2 text-sm">
              <span className="font-semibold text-accent-ink">{machine.equipmentNumber}</span>{" "}
              <span className="break-words">{machine.name}</span>
              <span className="block text-xs text-ink-muted">
                {jobSiteSince(machine.jobSite, formatDate(machine.since))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        <Link
          to={`/equipment-assignments?operator=${operator.id}`}
          className={buttonClasses({ variant: "secondary", block: true })}
        >
          <Trans>
            View Assignments<span className="sr-only"> of {name}</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}
