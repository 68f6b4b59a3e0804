import { type LabourRates, ROLES, roleLabel, type User } from "@mnx/domain";
import { useId, useState } from "react";
import { UserPicker } from "../../../components/pickers/user-picker";
import { LabourRateRow } from "./labour-rate-form";

interface CardProps {
  rates: LabourRates;
  money: (value: number | null) => string;
  onSaved: (message: string) => void;
}

/** A card whose rows run to its edges (components/ui/card.tsx pads its content). */
const CARD = "overflow-hidden rounded-xl border border-line bg-surface shadow-sm";

const perHour = (money: CardProps["money"], rate: number) => `${money(rate)} / h`;

/** Each role's hourly rate: the organization's default for everyone in it without a rate of their own. */
export function RoleRatesCard({ rates, money, onSaved }: CardProps) {
  const byRole = new Map(rates.roles.map((entry) => [entry.role, entry.hourlyRate]));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="border-b border-line px-4 py-3">
        <h2 id={headingId} className="font-semibold text-ink">
          By role
        </h2>
        <p className="text-sm text-ink-muted">Everyone in the role without a rate of their own.</p>
      </div>
      <ul className="divide-y divide-line">
        {ROLES.map((role) => {
          const rate = byRole.get(role) ?? null;
          return (
            <li key={role}>
              <LabourRateRow
                target={{ role }}
                title={roleLabel(role)}
                label={`Hourly rate for ${roleLabel(role)}`}
                current={rate}
                currentText={rate === null ? "No rate: their labour costs 0" : perHour(money, rate)}
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
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="border-b border-line px-4 py-3">
        <h2 id={headingId} className="font-semibold text-ink">
          By person
        </h2>
        <p className="text-sm text-ink-muted">
          A person's own rate wins over their role's. Clear it to use the role's.
        </p>
      </div>
      {rates.users.length === 0 ? (
        <p className="px-4 py-3 text-sm text-ink-muted">No one has a rate of their own.</p>
      ) : (
        <ul className="divide-y divide-line">
          {rates.users.map((entry) => {
            const name = `${entry.user.firstName} ${entry.user.lastName}`;
            return (
              <li key={entry.user.id}>
                <LabourRateRow
                  target={{ userId: entry.user.id }}
                  title={
                    <>
                      {name}{" "}
                      <span className="text-sm font-normal text-ink-muted">
                        · {roleLabel(entry.user.role)}
                      </span>
                    </>
                  }
                  label={`Hourly rate for ${name}`}
                  current={entry.hourlyRate}
                  currentText={perHour(money, entry.hourlyRate)}
                  onSaved={onSaved}
                />
              </li>
            );
          })}
        </ul>
      )}
      <div className="space-y-2 border-t border-line px-4 py-3">
        <UserPicker
          label="Add a person's rate"
          roles={ROLES}
          value={adding?.id ?? null}
          onChange={setAdding}
        />
        {adding && !listed.has(adding.id) ? (
          <LabourRateRow
            key={adding.id}
            target={{ userId: adding.id }}
            title={`${adding.firstName} ${adding.lastName}`}
            label={`Hourly rate for ${adding.firstName} ${adding.lastName}`}
            current={null}
            currentText={`Now: their role's rate (${roleLabel(adding.role)})`}
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
