/**
 * The first interaction: tags wait for a click, scroll, mousemove or touchstart. Its own
 * small module, so every page can listen without loading the tags' code (consent-tags.ts) first.
 */
export const INTERACTION_EVENTS = ['click', 'scroll', 'mousemove', 'touchstart'] as const;

export function afterFirstInteraction(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const event of INTERACTION_EVENTS) window.removeEventListener(event, once, true);
    run();
  };
  for (const event of INTERACTION_EVENTS) window.addEventListener(event, once, { capture: true, passive: true });
}
