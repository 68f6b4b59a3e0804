import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { lockPageScroll } from "./page-scroll-lock";

export type ModalSize = "sm" | "md" | "lg";

const WIDTHS: Record<ModalSize, string> = { sm: "sm:max-w-md", md: "sm:max-w-2xl", lg: "sm:max-w-4xl" };
/** Below the small breakpoint: the full width at the bottom, its top corners rounded. */
const SHEET =
  "max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none max-sm:max-h-[calc(100dvh-3rem)]";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Shown under the title and announced as the dialog's description. */
  description?: ReactNode;
  /** Next to the title, e.g. a badge. */
  headerExtra?: ReactNode;
  /** Stays visible under the scrolling body: the actions. */
  footer?: ReactNode;
  size?: ModalSize;
  /** While an action runs, Escape and the close button do nothing. */
  busy?: boolean;
  /** Where the dialog role is an alertdialog (confirmations). */
  role?: "dialog" | "alertdialog";
  /** On a phone, sits at the bottom of the screen, under the thumb (a field task held one-handed). */
  sheet?: boolean;
  children?: ReactNode;
}

/**
 * The one modal (STYLE.md "one modal component"): a native modal <dialog> (the page behind is inert), labelled
 * by its title, Tab kept inside, Escape closes, focus returns to the opener, and the body scrolls on a phone.
 * Closed means unmounted, so a form inside starts fresh on every open.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal(props: ModalProps) {
  const { onClose, title, description, headerExtra, footer, size = "md", busy = false, children } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useLingui();
  const closeRef = useRef({ onClose, busy });
  closeRef.current = { onClose, busy };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const requestClose = () => {
    if (!closeRef.current.busy) closeRef.current.onClose();
  };

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={props.role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // The browser may close it on its own (a second Escape): stay open while busy, else follow. A late
        // 'close' from a re-opened dialog (React's development double effects) is ignored.
        const dialog = ref.current;
        if (!dialog || dialog.open) return;
        if (closeRef.current.busy) dialog.showModal();
        else closeRef.current.onClose();
      }}
      onKeyDown={keepTabInside}
      className={`m-auto hidden max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] flex-col overflow-hidden rounded-xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-slate-950/60 open:flex sm:max-h-[calc(100dvh-4rem)] ${WIDTHS[size]} ${props.sheet ? SHEET : ""}`}
    >
      <header className="flex items-start gap-3 border-b border-line px-4 py-3 sm:px-6 sm:py-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold sm:text-xl">
              {title}
            </h2>
            {headerExtra}
          </div>
          {description ? (
            <div id={descriptionId} className="mt-0.5 text-sm text-ink-muted">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={requestClose}
          disabled={busy}
          aria-label={t`Close`}
          className="-me-2 grid size-11 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted disabled:opacity-50"
        >
          <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {children ? (
        // Focusable so a keyboard can scroll a body that holds only text (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
        <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
          {children}
        </div>
      ) : null}
      {footer ? (
        <footer className="flex flex-col-reverse gap-2 border-t border-line bg-surface-muted px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
          {footer}
        </footer>
      ) : null}
    </dialog>
  );
}
