import { Trans, useLingui } from "@lingui/react/macro";
import { type LabourRates, ROLES, roleLabel, type User } from "@mnx/domain";
import { useId, useState } from "react";
import { UserPicker } from "../../../components/pickers/user-picker";
import { domainText } from "../../../lib/i18n/i18n";
import { LabourRateRow } from "./labour-rate-form";

interface CardProps {
  rates: LabourRates;
  money: (value: number | null) => string;
  onSaved: (message: string) => void;
}

/** A card whose rows run to its edges (components/ui/card.tsx pads its content). */
const CARD = "overflow-hidden rounded-xl border border-line bg-surface shadow-sm";

/** A rate as the rows write it: '$45.00 / h'. */
function usePerHour(money: CardProps["money"]) {
  const { t } = useLingui();
  return (rate: number) => {
    const amount = money(rate);
    return t`${amount} / h`;
  };
}

/** Each role's hourly rate: the organization's default for everyone in it without a rate of their own. */
export function RoleRatesCard({ rates, money, onSaved }: CardProps) {
  const byRole = new Map(rates.roles.map((entry) => [entry.role, entry.hourlyRate]));
  const headingId = useId();
  const { t } = useLingui();
  const perHour = usePerHour(money);
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="border-b border-line px-4 py-3">
        <h2 id={headingId} className="font-semibold text-ink">
          <Trans>By role</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>Everyone in the role without a rate of their own.</Trans>
        </p>
      </div>
      <ul className="divide-y divide-line">
        {ROLES.map((role) => {
          const rate = byRole.get(role) ?? null;
          const who = domainText(roleLabel(role));
          return (
            <li key={role}>
              <LabourRateRow
                target={{ role }}
                title={who}
                label={t`Hourly rate for ${who}`}
                current={rate}
                currentText={rate === null ? t`No rate: their labour costs 0` : perHour(rate)}
                onSaved={onSaved}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The people with a rate of their own (it wins over their role's), and a person's rate to add. */
export function PersonRatesCard({ rates, money, onSaved }: CardProps) {
  const [adding, setAdding] = useState<User | null>(null);
  const listed = new Set(rates.users.map((entry) => entry.user.id));
  const headingId = useId();
  const { t } = useLingui();
  const perHour = usePerHour(money);
  const rateFor = (who: string) => t`Hourly rate for ${who}`;
  const addingWho = adding ? `${adding.firstName} ${adding.lastName}` : "";
  const addingRole = adding ? domainText(roleLabel(adding.role)) : "";
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="border-b border-line px-4 py-3">
        <h2 id={headingId} className="font-semibold text-ink">
          <Trans>By person</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>A person's own rate wins over their role's. Clear it to use the role's.</Trans>
        </p>
      </div>
      {rates.users.length === 0 ? (
        <p className="px-4 py-3 text-sm text-ink-muted">
          <Trans>No one has a rate of their own.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {rates.users.map((entry) => {
            const who = `${entry.user.firstName} ${entry.user.lastName}`;
            return (
              <li key={entry.user.id}>
                <LabourRateRow
                  target={{ userId: entry.user.id }}
                  title={
                    <>
                      {who}{" "}
                      <span className="text-sm font-normal text-ink-muted">
                        · {domainText(roleLabel(entry.user.role))}
                      </span>
                    </>
                  }
                  label={rateFor(who)}
                  current={entry.hourlyRate}
                  currentText={perHour(entry.hourlyRate)}
                  onSaved={onSaved}
                />
              </li>
            );
          })}
        </ul>
      )}
      <div className="space-y-2 border-t border-line px-4 py-3">
        <UserPicker
          label={t`Add a person's rate`}
          roles={ROLES}
          value={adding?.id ?? null}
          onChange={setAdding}
        />
        {adding && !listed.has(adding.id) ? (
          <LabourRateRow
            key={adding.id}
            target={{ userId: adding.id }}
            title={addingWho}
            label={rateFor(addingWho)}
            current={null}
            currentText={t`Now: their role's rate (${addingRole})`}
            onSaved={(message) => {
              setAdding(null);
              onSaved(message);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
