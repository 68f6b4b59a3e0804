import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Modal } from "../ui/modal";

export interface ThumbnailPhoto {
  id: string;
  url: string;
  /** Read out and shown under the full-size view ('Photo 2 of the escalation, by Sam Ortiz'). */
  label: string;
  /** Where it was taken, kept only when the organization keeps photo locations. */
  location?: { latitude: number; longitude: number } | null;
}

/**
 * Photos as thumbnails; a tap opens the full-size view (docs/decisions/021). The addresses are the server's
 * signed, short-lived ones, loaded only when the thumbnails scroll into view.
 */
export function PhotoThumbnails({
  photos,
  size = "md",
}: {
  photos: readonly ThumbnailPhoto[];
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState<ThumbnailPhoto | null>(null);
  const { t } = useLingui();
  if (photos.length === 0) return null;
  const box = size === "sm" ? "size-14" : "size-20 sm:size-24";
  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo) => {
          const name = photo.label;
          return (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setOpen(photo)}
                aria-label={t`View ${name}`}
                className={`${box} block overflow-hidden rounded-lg border border-line bg-surface-muted hover:border-accent focus-visible:border-accent`}
              >
                <img src={photo.url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          );
        })}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t`Photo`}
        description={open?.label}
        size="lg"
      >
        {open ? (
          <img
            src={open.url}
            alt={open.label}
            className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
          />
        ) : null}
        {open?.location ? <PhotoLocationLink location={open.location} /> : null}
      </Modal>
    </>
  );
}

function PhotoLocationLink({ location }: { location: { latitude: number; longitude: number } }) {
  const { latitude, longitude } = location;
  const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <p className="mt-3 text-center text-sm text-ink-muted">
      <Trans>Location:</Trans>{" "}
      <a href={map} target="_blank" rel="noreferrer noopener" className="font-medium text-accent underline">
        {latitude.toFixed(5)}, {longitude.toFixed(5)}
      </a>
    </p>
  );
}
