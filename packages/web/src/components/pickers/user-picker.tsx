import { type Role, roleLabel, type User, userMatchesSearch } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { type Ref, useMemo } from "react";
import type { FieldChromeProps } from "../ui/field";
import { SearchablePicker } from "../ui/searchable-picker";
import { userOptionsQuery } from "./picker-queries";

interface UserPickerProps extends FieldChromeProps {
  /** Only ACTIVE users with one of these roles are offered (e.g. ['OPERATOR']). */
  roles: readonly Role[];
  value: string | null | undefined;
  onChange: (user: User | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const getKey = (user: User) => user.id;
const getLabel = (user: User) => `${user.firstName} ${user.lastName}`;

function UserOption({ user }: { user: User }) {
  return (
    <span className="min-w-0">
      <span className="block truncate font-semibold">
        {user.firstName} {user.lastName}
      </span>
      <span className="block truncate text-xs text-ink-muted">
        {user.email} · {roleLabel(user.role)}
      </span>
    </span>
  );
}

/** Searchable people picker: first, last and full name, email and role (part 1, 5). */
export function UserPicker({ roles, ...props }: UserPickerProps) {
  const query = useQuery(userOptionsQuery(roles));
  const items = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => getLabel(a).localeCompare(getLabel(b))),
    [query.data],
  );
  return (
    <SearchablePicker
      {...props}
      items={items}
      getKey={getKey}
      getLabel={getLabel}
      matches={userMatchesSearch}
      renderOption={(user) => <UserOption user={user} />}
      loading={query.isPending}
      loadError={query.isError ? query.error.message : undefined}
      emptyText="No one matches"
      placeholder={props.placeholder ?? "Search by name or email"}
    />
  );
}
