import type { ReactNode } from "react";

interface PickerListboxProps<T> {
  id: string;
  label: string;
  open: boolean;
  items: readonly T[];
  getKey: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  activeKey: string | undefined;
  selectedKey: string | undefined;
  onPick: (item: T) => void;
  onHover: (index: number) => void;
  /** Loading, load failure or 'no matches', shown instead of options. */
  status: string | undefined;
}

/** The searchable picker's option list (role listbox); mouse-down keeps focus in the box. */
export function PickerListbox<T>({
  id,
  label,
  open,
  items,
  getKey,
  renderOption,
  activeKey,
  selectedKey,
  onPick,
  onHover,
  status,
}: PickerListboxProps<T>) {
  return (
    <div hidden={!open} className="rounded-lg border border-line-strong bg-surface p-1 shadow-lg">
      {status && items.length === 0 ? (
        <p role="status" className="px-3 py-3 text-sm text-ink-muted">
          {status}
        </p>
      ) : null}
      <div
        id={id}
        role="listbox"
        aria-label={label}
        hidden={items.length === 0}
        className="max-h-72 overflow-y-auto overscroll-contain"
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.map((item, index) => {
          const key = getKey(item);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
            <div
              key={key}
              id={`${id}-${key}`}
              role="option"
              tabIndex={-1}
              aria-selected={key === selectedKey}
              onClick={() => onPick(item)}
              onMouseMove={() => onHover(index)}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm ${
                key === activeKey ? "bg-accent-soft text-accent-soft-ink" : "text-ink"
              } ${key === selectedKey ? "font-semibold" : ""}`}
            >
              {renderOption(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
