const PRINT_CLASS = "print-label-only";

/**
 * Prints only the QR label: the class on <html> switches on the label-only print rules in styles.css, and
 * is removed once the print dialog is done, so printing a page normally is unaffected.
 */
export function printLabel(): void {
  const root = document.documentElement;
  root.classList.add(PRINT_CLASS);
  const done = () => {
    root.classList.remove(PRINT_CLASS);
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
}
