import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button";

interface ReorderButtonsProps {
  /** What is moved, as the screen names it ('Item 2', 'Section 1'). */
  label: string;
  index: number;
  count: number;
  /** Prefix of the buttons' ids, unique within the page (the section or the editor). */
  idPrefix: string;
  onMove: (from: number, to: number) => void;
}

const buttonId = (prefix: string, index: number, direction: "up" | "down") =>
  `${prefix}-${index}-${direction}`;

/**
 * Move up / Move down for one entry of a list (keyboard and screen reader alike; no dragging needed). Focus
 * follows the entry to its new place: the same button there, or the other one at an end where it is disabled.
 */
export function ReorderButtons({ label, index, count, idPrefix, onMove }: ReorderButtonsProps) {
  const { t } = useLingui();
  if (count < 2) return null;
  const move = (direction: "up" | "down") => {
    const to = direction === "up" ? index - 1 : index + 1;
    onMove(index, to);
    const atEnd = direction === "up" ? to === 0 : to === count - 1;
    const next = atEnd ? (direction === "up" ? "down" : "up") : direction;
    requestAnimationFrame(() => document.getElementById(buttonId(idPrefix, to, next))?.focus());
  };
  return (
    <div className="flex gap-2">
      <Button
        id={buttonId(idPrefix, index, "up")}
        variant="secondary"
        className="px-3"
        disabled={index === 0}
        aria-label={t`Move ${label} up`}
        onClick={() => move("up")}
      >
        <span aria-hidden="true">↑</span> <Trans>Up</Trans>
      </Button>
      <Button
        id={buttonId(idPrefix, index, "down")}
        variant="secondary"
        className="px-3"
        disabled={index === count - 1}
        aria-label={t`Move ${label} down`}
        onClick={() => move("down")}
      >
        <span aria-hidden="true">↓</span> <Trans>Down</Trans>
      </Button>
    </div>
  );
}
