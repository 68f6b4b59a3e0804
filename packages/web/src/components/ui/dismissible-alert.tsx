import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Alert, type AlertTone } from "./alert";

interface DismissibleAlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  onDismiss: () => void;
}

/** A page-level message (e.g. the server's answer to a delete) that the person can close. */
export function DismissibleAlert({ tone = "success", title, children, onDismiss }: DismissibleAlertProps) {
  const { t } = useLingui();
  return (
    <div className="relative">
      <Alert tone={tone} title={title} className="pe-14">
        {children}
      </Alert>
      <button
        type="button"
        aria-label={t`Dismiss message`}
        onClick={onDismiss}
        className="absolute top-0 end-0 grid size-11 place-items-center rounded-lg opacity-80 hover:opacity-100"
      >
        <svg className="size-4" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
