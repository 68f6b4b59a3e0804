import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useAuth } from "../../lib/auth/use-auth";
import { domainText } from "../../lib/i18n/i18n";
import type { PickedPhotos } from "../../lib/photos/use-picked-photos";
import { buttonClasses } from "../ui/button-classes";

interface PhotoPickerProps {
  /** From usePickedPhotos, held by the form. */
  picked: PickedPhotos;
  /** What the photos show, for the group's name ('Photos of the issue'). */
  label?: string;
  /** Photos the form requires (a checklist item whose template asks for one on fail). */
  required?: boolean;
  disabled?: boolean;
}

/**
 * Add up to 5 photos to a form (docs/decisions/021): on a phone the camera opens directly (capture), each
 * photo is shrunk on the device and its location data dropped (kept when the organization keeps it), and a preview with Remove shows what will be
 * sent.
 */
export function PhotoPicker({ picked, label, required = false, disabled = false }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const { photos, max, busy, error } = picked;
  const full = photos.length >= max;
  const keepsLocation = useAuth().organization?.keepPhotoLocation === true;
  const { t } = useLingui();
  const count = photos.length;
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-ink">
        {label ?? t`Photos`}{" "}
        <span className="font-normal text-ink-muted">
          {required ? <Trans>(required)</Trans> : <Trans>(optional)</Trans>}
        </span>
      </legend>
      <p id={hintId} className="text-xs text-ink-muted">
        {keepsLocation ? (
          <Trans>
            {count} of {max} · shrunk on this device, location kept for your organization
          </Trans>
        ) : (
          <Trans>
            {count} of {max} · shrunk on this device, location data removed
          </Trans>
        )}
      </p>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li
                key={photo.key}
                className="relative aspect-square overflow-hidden rounded-lg border border-line"
              >
                <img
                  src={photo.previewUrl}
                  alt={t`Preview ${number} of ${count}, to send`}
                  className="size-full object-cover"
                />
                <button
                  type="button"
                  onClick={() => picked.remove(photo.key)}
                  disabled={disabled}
                  aria-label={t`Remove photo ${number}`}
                  className="absolute top-1 end-1 grid size-9 place-items-center rounded-full bg-slate-950/70 text-white hover:bg-slate-950/90"
                >
                  <svg className="size-4" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? null : (
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: "secondary",
            className: `w-full sm:w-auto ${disabled || busy ? "pointer-events-none opacity-60" : "cursor-pointer"}`,
          })}
        >
          <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          {busy ? (
            <Trans>Preparing photo...</Trans>
          ) : count > 0 ? (
            <Trans>Add Another Photo</Trans>
          ) : (
            <Trans>Add Photo</Trans>
          )}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-describedby={hintId}
            disabled={disabled || busy}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = "";
              void picked.add(files);
            }}
          />
        </label>
      )}
      {error ? (
        <p role="alert" className="text-sm text-danger-ink">
          {domainText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
