import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type {
  NotificationChannel,
  NotificationPreferences,
  notificationPreferencesUpdateSchema,
} from "@mnx/domain";
import type { UseFormRegister } from "react-hook-form";
import type { z } from "zod";

export const CHANNEL_LABELS: Record<string, MessageDescriptor> = {
  IN_APP: msg`In the app`,
  PUSH: msg`Push`,
  EMAIL: msg`Email`,
};

// Per the number of channels (1 to 3): a phone's row of toggles, the event's name spanning it.
const TOGGLE_COLUMNS = ["grid-cols-1", "grid-cols-1", "grid-cols-2", "grid-cols-3"];
const NAME_SPAN = ["col-span-1", "col-span-1", "col-span-2", "col-span-3"];

interface NotificationKindsTableProps {
  preferences: NotificationPreferences["preferences"];
  channels: readonly NotificationChannel[];
  register: UseFormRegister<z.input<typeof notificationPreferencesUpdateSchema>>;
}

/**
 * Each kind I can be told of and a toggle per channel. A table from the sm breakpoint (a column per channel); on
 * a phone each event's name takes the row's width and its toggles sit under it, each a tile with the channel's
 * name, so the names are not squeezed by three columns. The explicit roles keep the table a table to assistive
 * technology whatever its display; each checkbox is named by its label ('Escalations: In the app').
 */
export function NotificationKindsTable({ preferences, channels, register }: NotificationKindsTableProps) {
  const { i18n } = useLingui();
  const channelLabel = (channel: NotificationChannel) => {
    const label = CHANNEL_LABELS[channel];
    return label ? i18n._(label) : channel;
  };
  const columns = TOGGLE_COLUMNS[channels.length] ?? "grid-cols-3";
  const span = NAME_SPAN[channels.length] ?? "col-span-3";
  const row = `grid ${columns} gap-2 border-b border-line py-3 last:border-0 sm:table-row sm:py-0`;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: the roles stay when the phone layout changes the display
    <table role="table" className="block w-full text-start text-sm sm:table">
      {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
      <thead role="rowgroup" className="max-sm:sr-only">
        {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
        <tr role="row" className="border-b border-line">
          {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
          <th role="columnheader" scope="col" className="py-2 pe-2 font-semibold">
            <Trans>Event</Trans>
          </th>
          {channels.map((channel) => (
            // biome-ignore lint/a11y/noRedundantRoles: as the table's
            <th key={channel} role="columnheader" scope="col" className="w-24 py-2 text-center font-semibold">
              {channelLabel(channel)}
            </th>
          ))}
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
      <tbody role="rowgroup" className="block sm:table-row-group">
        {preferences.map((entry, index) => (
          // biome-ignore lint/a11y/noRedundantRoles: as the table's
          <tr key={entry.kind} role="row" className={row}>
            {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
            <th role="rowheader" scope="row" className={`${span} font-normal sm:py-2 sm:pe-2`}>
              <span className="block font-medium">{entry.label}</span>
              <span className="block text-ink-muted">{entry.description}</span>
            </th>
            {channels.map((channel) => (
              // biome-ignore lint/a11y/noRedundantRoles: as the table's
              <td key={channel} role="cell" className="sm:py-2 sm:text-center">
                <label className="flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-line px-1 py-2 text-center text-xs font-medium has-checked:border-accent sm:inline-flex sm:min-h-11 sm:min-w-11 sm:border-0 sm:p-0">
                  <input
                    type="checkbox"
                    className="size-6 accent-accent"
                    {...register(`preferences.${index}.channels.${channel}` as const)}
                  />
                  <span className="sr-only">{entry.label}: </span>
                  <span className="sm:sr-only">{channelLabel(channel)}</span>
                </label>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
