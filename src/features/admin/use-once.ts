import { useCallback, useRef, useState } from 'react';

/**
 * A button's action that runs once at a time: a ref, not the state, guards it, so two clicks
 * inside one render (a double click) cannot both start it; `busy` disables the button meanwhile.
 */
export function useOnce(): [busy: boolean, run: (action: () => Promise<void>) => void] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback((action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void action().finally(() => {
      running.current = false;
      setBusy(false);
    });
  }, []);
  return [busy, run];
}
