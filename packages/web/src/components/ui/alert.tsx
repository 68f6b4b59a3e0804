import type { ReactNode } from "react";

export type AlertTone = "error" | "warning" | "info" | "success";

const TONES: Record<AlertTone, string> = {
  error: "border-danger-line bg-danger-soft text-danger-ink",
  warning: "border-warning-line bg-warning-soft text-warning-ink",
  info: "border-info-line bg-info-soft text-info-ink",
  success: "border-success-line bg-success-soft text-success-ink",
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** The one way to show a message: errors interrupt (role="alert"), the rest are polite (role="status"). */
export function Alert({ tone = "info", title, children, className = "" }: AlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]} ${className}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-0.5" : ""}>{children}</div> : null}
    </div>
  );
}
