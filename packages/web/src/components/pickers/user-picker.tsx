import { msg } from "@lingui/core/macro";
import { type Role, roleLabel, type User, userMatchesSearch } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { domainText } from "../../lib/i18n/i18n";
import { type PickerKind, type PickerProps, SearchablePicker } from "../ui/searchable-picker";
import { userOptionsQuery } from "./picker-queries";

interface UserPickerProps extends PickerProps<User> {
  /** Only ACTIVE users with one of these roles are offered (e.g. ['OPERATOR']). */
  roles: readonly Role[];
}

/** People: searched by first, last and full name, email and role (part 1, 5). */
const PEOPLE: PickerKind<User> = {
  getKey: (user) => user.id,
  getLabel: (user) => `${user.firstName} ${user.lastName}`,
  matches: userMatchesSearch,
  renderOption: (user) => (
    <span className="min-w-0">
      <span className="block truncate font-semibold">
        {user.firstName} {user.lastName}
      </span>
      <span className="block truncate text-xs text-ink-muted">
        {user.email} · {domainText(roleLabel(user.role))}
      </span>
    </span>
  ),
  emptyText: msg`No one matches`,
  placeholder: msg`Search by name or email`,
};

/** The searchable people picker (components/ui/searchable-picker.tsx with the people's kind), by name. */
export function UserPicker({ roles, ...props }: UserPickerProps) {
  const query = useQuery(userOptionsQuery(roles));
  const items = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => PEOPLE.getLabel(a).localeCompare(PEOPLE.getLabel(b))),
    [query.data],
  );
  return <SearchablePicker {...props} kind={PEOPLE} items={items} source={query} />;
}
