import { useCallback, useState } from "react";

/**
 * The forms of a job's lines section (parts, labour): 'add' or one line's form open, never both, and the last
 * write's outcome. Each opening is a new key (a new Idempotency-Key, empty fields); each outcome a new round,
 * so the same notice twice shows anew.
 */
export function useLineForms<TLine, TDone>() {
  const [adding, setAdding] = useState<number | null>(null);
  const [line, setLine] = useState<TLine | null>(null);
  const [done, setDone] = useState<(TDone & { round: number }) | null>(null);

  const openAdd = useCallback(() => {
    setLine(null);
    setAdding(Date.now());
  }, []);
  const openLine = useCallback((chosen: TLine) => {
    setAdding(null);
    setLine(chosen);
  }, []);
  const cancel = useCallback(() => {
    setAdding(null);
    setLine(null);
  }, []);
  const finish = useCallback((result: TDone) => {
    setAdding(null);
    setLine(null);
    setDone((last) => ({ ...result, round: (last?.round ?? 0) + 1 }));
  }, []);
  return { adding, line, done, openAdd, openLine, cancel, finish };
}
