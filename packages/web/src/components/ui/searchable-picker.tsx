import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, type Ref, useId, useMemo, useState } from "react";
import { domainText } from "../../lib/i18n/i18n";
import { ClearButton } from "./clear-button";
import { Field, type FieldChromeProps } from "./field";
import { inputClasses } from "./input-classes";
import { PickerListbox } from "./picker-listbox";

/** What a picker of one kind of thing knows about it (components/pickers: machines, people). */
export interface PickerKind<T> {
  getKey: (item: T) => string;
  /** The text shown in the box once an item is picked. */
  getLabel: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  matches: (item: T, query: string) => boolean;
  /** The list's text when nothing matches. */
  emptyText: MessageDescriptor;
  placeholder: MessageDescriptor;
}

/** What a form gives any picker. */
export interface PickerProps<T> extends FieldChromeProps {
  /** The picked item's key, or null. */
  value: string | null | undefined;
  onChange: (item: T | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

export interface SearchablePickerProps<T> extends PickerProps<T> {
  kind: PickerKind<T>;
  items: readonly T[];
  /** Where the items come from (a query): loading, or the message of a failed load shown in the list. */
  source: { isPending: boolean; error: Error | null };
  /**
   * Hears the typed text ('' when the list closes), for a kind searched on the server (parts): its `items`
   * then follow the text, and `matches` is what keeps them honest while the answer is on its way.
   */
  onSearch?: (text: string) => void;
}

/**
 * A searchable picker on the ARIA combobox pattern (list autocomplete): type to filter, ArrowUp/ArrowDown to
 * move, Enter picks, Escape closes the list (and only the list, not the dialog around it). Options are 44 px
 * tall; the list opens in the flow, so it scrolls with the form on a phone.
 */
const fieldChrome = ({ label, error, hint, required, hideLabel, className }: FieldChromeProps) => ({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
});

export function SearchablePicker<T>(props: SearchablePickerProps<T>) {
  const { items, kind, value, onChange, onBlur, disabled, id, inputRef, source, onSearch } = props;
  const { getKey, getLabel, matches } = kind;
  const { t, i18n } = useLingui();
  const fieldName = props.label;
  const autoId = useId();
  const controlId = id ?? autoId;
  const listId = `${controlId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const selected = useMemo(() => items.find((item) => getKey(item) === value), [items, getKey, value]);
  const visible = useMemo(() => items.filter((item) => matches(item, query)), [items, matches, query]);
  const activeItem = open ? visible[Math.min(active, visible.length - 1)] : undefined;

  const show = () => {
    if (disabled) return;
    setOpen(true);
    setActive(
      Math.max(
        0,
        visible.findIndex((item) => getKey(item) === value),
      ),
    );
  };
  const close = () => {
    setOpen(false);
    setQuery("");
    onSearch?.("");
  };
  const pick = (item: T) => {
    onChange(item);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(visible.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      if (activeItem) pick(activeItem);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <Field {...fieldChrome(props)} controlId={controlId}>
      {(control) => (
        <div className="space-y-1">
          <div className="relative">
            <input
              ref={inputRef}
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeItem ? `${listId}-${getKey(activeItem)}` : undefined}
              placeholder={props.placeholder ?? i18n._(kind.placeholder)}
              disabled={disabled}
              value={open ? query : selected ? getLabel(selected) : ""}
              onChange={(event) => {
                setQuery(event.target.value);
                onSearch?.(event.target.value);
                setActive(0);
                setOpen(true);
              }}
              onClick={() => {
                if (!open) show();
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                close();
                onBlur?.();
              }}
              className={inputClasses(Boolean(props.error), selected && !disabled ? "pe-12" : "")}
            />
            {selected && !disabled ? (
              <ClearButton label={t`Clear ${fieldName}`} onClear={() => onChange(null)} />
            ) : null}
          </div>
          <PickerListbox
            id={listId}
            label={props.label}
            open={open}
            items={visible}
            getKey={getKey}
            renderOption={kind.renderOption}
            activeKey={activeItem ? getKey(activeItem) : undefined}
            selectedKey={value ?? undefined}
            onPick={pick}
            onHover={(index) => setActive(index)}
            status={
              source.isPending
                ? t`Loading...`
                : source.error
                  ? domainText(source.error.message)
                  : visible.length === 0
                    ? i18n._(kind.emptyText)
                    : undefined
            }
          />
        </div>
      )}
    </Field>
  );
}
