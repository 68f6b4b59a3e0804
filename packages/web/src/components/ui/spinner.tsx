interface SpinnerProps {
  className?: string;
  /** When set, the spinner announces itself (role="status"); otherwise it is decorative. */
  label?: string;
}

export function Spinner({ className = "size-5", label }: SpinnerProps) {
  const svg = (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-3">
      {svg}
      <span>{label}</span>
    </span>
  );
}
