let locks = 0;

/** Stops the page behind an open modal from scrolling; nested modals share one lock. Answers the unlock. */
export function lockPageScroll(): () => void {
  locks += 1;
  document.documentElement.style.overflow = "hidden";
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.documentElement.style.overflow = "";
  };
}
