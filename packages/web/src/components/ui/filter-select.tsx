import { SelectField, type SelectOption } from "./select-field";

interface FilterSelectProps<K extends string> {
  label: string;
  /** The filter this select sets. */
  name: K;
  filters: Readonly<Record<K, string>>;
  /** Receives `{[name]: value}`; '' means 'no filter'. */
  onChange: (patch: Partial<Record<K, string>>) => void;
  options: readonly SelectOption[];
  /** A first option meaning 'no filter' ('All statuses'). */
  placeholderOption?: string;
  /** An option of `options` that also means 'no filter' (e.g. 'all', or the default sort): kept out of the filter. */
  emptyValue?: string;
}

/** A filter panel's select, bound to one filter key: shows `filters[name]` and sets it. */
export function FilterSelect<K extends string>({
  name,
  filters,
  onChange,
  emptyValue,
  ...select
}: FilterSelectProps<K>) {
  const value = filters[name] || emptyValue || "";
  return (
    <SelectField
      {...select}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        onChange({ [name]: next === emptyValue ? "" : next } as Partial<Record<K, string>>);
      }}
    />
  );
}
