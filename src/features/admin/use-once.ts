import { useCallback, useRef, useState } from 'react';

/**
 * A desk action that runs once at a time and shows why it failed. A ref, not the state, guards
 * it, so two clicks inside one render (a double click) cannot both start it; `busy` disables the
 * button meanwhile. `run` clears the last problem, and an error the action throws (the API's
 * refusal, in its words) becomes `problem`; the action may also set one itself.
 */
export function useOnce() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallback((action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setProblem(null);
    void action()
      .catch((error: unknown) => setProblem((error as Error).message))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return { busy, problem, setProblem, run };
}
