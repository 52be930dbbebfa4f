/**
 * How an island hydrated on interaction (client:interaction, ./interaction-directive.ts) talks
 * with the page around it. Events on the island's <astro-island> element.
 */

/** Asks the island to hydrate now, without waiting for the shopper (the live data differs from the page's). */
export const HYDRATE_NOW = 'hearth:hydrate-now';

/**
 * Asks the island to load its code (React, the component and what it imports) now, without
 * rendering it: the page expects the shopper to reach for it soon. It still hydrates only when
 * they do, and then without waiting for the network.
 */
export const FETCH_CODE_NOW = 'hearth:fetch-code-now';

/**
 * Sent by the island's component once React has mounted it (its handlers are attached): the
 * directive then replays what the shopper did while it loaded.
 */
export const ISLAND_READY = 'hearth:island-ready';

/** Tells the directive that the component inside `element` has mounted. */
export function announceIslandReady(element: Element | null): void {
  element?.closest('astro-island')?.dispatchEvent(new Event(ISLAND_READY));
}

/**
 * Sent by the directive when the island's code could not be loaded (offline) after the shopper
 * acted on it: what they asked for was not done, and the page should say so. Their next
 * interaction tries again.
 */
export const INTERACTION_LOST = 'hearth:interaction-lost';

/**
 * Sent by the directive, cancelable, when the shopper presses a button or sends a form before the
 * component can answer; `detail` (PressHeld) names the button or form and what was typed. A page
 * that can do what was asked without the component (the buy-box's "Add to basket": the add and
 * the fly-in's first view need no React) cancels it: the directive then neither loads the
 * component for it nor presses it again once the component is ready, and the page asks for the
 * component (HYDRATE_NOW) once it has done what was asked.
 */
export const PRESS_HELD = 'hearth:press-held';

/** PRESS_HELD's detail. */
export interface PressHeld {
  /** The button pressed, or the form sent. */
  control: Element;
  /**
   * What the shopper typed into `field` before the component was ready, or undefined if nothing.
   * Read it rather than the field: a component that has taken the island over but is not ready
   * yet has drawn its own value there, and types the shopper's back in only once it is ready.
   */
  typedInto(field: Element): string | undefined;
}
