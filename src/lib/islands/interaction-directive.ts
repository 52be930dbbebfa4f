import type { ClientDirective } from 'astro';
import { FETCH_CODE_NOW, HYDRATE_NOW, INTERACTION_LOST, ISLAND_READY, PRESS_HELD, type PressHeld } from './island-events.ts';

/**
 * The first sign of a shopper reaching for the island, by pointer, touch or keyboard. A pointer
 * coming over it counts: the code then loads while the shopper aims, not after the press.
 */
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** What a shopper may do before the component can answer: kept, and done again once it can. */
const HELD = ['click', 'submit', 'input'] as const;
/** The elements a kept action names, by their place among these (the same in the page and once hydrated). */
const CONTROLS = 'button, input, textarea, select, form';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * `client:interaction`: the island's page is its server-rendered HTML, real buttons and fields
 * from the first paint, and its code (React, the component) loads only when the shopper reaches
 * for it (a pointer over it, a touch, the focus, a key, or a press on its own, as a screen reader may
 * send), or when the page asks (HYDRATE_NOW). Nothing the shopper does meanwhile is lost: a
 * press on a button, a form sent and text typed are held and done again once the component says
 * it is ready (ISLAND_READY), unless the page took the press (PRESS_HELD). Links are left alone.
 * The page may have the code loaded earlier, to hydrate on the interaction (FETCH_CODE_NOW).
 */
const interaction: ClientDirective = (load, _options, el) => {
  // Every press in order: "+" pressed twice means two more.
  let pressed: { kind: 'click' | 'submit'; index: number; name: string }[] = [];
  const typed = new Map<number, { name: string; value: string }>();
  const controls = () => [...el.querySelectorAll(CONTROLS)];
  // The control at `index` once hydrated, if it is still the one the shopper used.
  const same = (index: number, name: string) => {
    const control = controls()[index];
    return control && controlName(control) === name ? control : undefined;
  };
  const typedInto = (field: Element) => {
    const held = typed.get(controls().indexOf(field));
    return held && held.name === controlName(field) ? held.value : undefined;
  };

  // Astro's load(): fetches the component and its renderer and answers what hydrates it. Once.
  let code: ReturnType<typeof load> | undefined;
  const fetchCode = () => (code ??= load());
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start, true);
    el.removeEventListener(HYDRATE_NOW, start);
    const hydrate = await fetchCode();
    await hydrate();
  };
  el.addEventListener(FETCH_CODE_NOW, () => void fetchCode());
  const arm = () => {
    for (const type of TRIGGERS) el.addEventListener(type, start, { capture: true, passive: true });
    el.addEventListener(HYDRATE_NOW, start);
  };

  const hold = (event: Event) => {
    // A screen reader may press a button with a click alone, no pointer or key before it.
    if (!(event.target instanceof Element)) return void start();
    if (event.type === 'input') {
      void start();
      const field = event.target.closest('input, textarea') as Control | null;
      if (field) typed.set(controls().indexOf(field), { name: controlName(field), value: field.value });
      return;
    }
    const target = event.type === 'click' ? event.target.closest('button') : event.target.closest('form');
    if (!target) return void start();
    // A button with no code behind it yet does nothing, and a form must not be sent to the page's own URL.
    event.preventDefault();
    event.stopImmediatePropagation();
    // The page may do what was asked itself, without waiting for the component: it then asks for
    // the component (HYDRATE_NOW) once that is done, so the component's code (React) neither
    // shares the network nor the main thread with it.
    const taken = !el.dispatchEvent(new CustomEvent<PressHeld>(PRESS_HELD, { cancelable: true, detail: { control: target, typedInto } }));
    if (taken) return;
    void start();
    pressed.push({ kind: event.type === 'click' ? 'click' : 'submit', index: controls().indexOf(target), name: controlName(target) });
  };

  const replay = () => {
    for (const [index, { name, value }] of typed) {
      const field = same(index, name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeAgain(field, value);
    }
    typed.clear();
    const held = pressed;
    pressed = [];
    // Each in a task of its own: the component has re-rendered with what was typed and what the
    // press before did, so the press sees it.
    const pressNext = () => {
      const next = held.shift();
      if (!next) return;
      const target = same(next.index, next.name);
      if (target instanceof HTMLButtonElement) target.click();
      else if (target instanceof HTMLFormElement) target.requestSubmit();
      setTimeout(pressNext);
    };
    setTimeout(pressNext);
  };

  for (const type of HELD) el.addEventListener(type, hold, true);
  el.addEventListener(
    ISLAND_READY,
    () => {
      for (const type of HELD) el.removeEventListener(type, hold, true);
      replay();
    },
    { once: true },
  );
  // The code could not be loaded (offline): say so if the shopper was waiting, and try again at their next move.
  el.addEventListener('astro:hydration-error', () => {
    if (pressed.length > 0) el.dispatchEvent(new Event(INTERACTION_LOST));
    pressed = [];
    typed.clear();
    code = undefined;
    started = false;
    arm();
  });
  arm();
};

/** What a control is to the shopper: a button by its words, a field by its id and type, a form by its class. */
function controlName(control: Element): string {
  const label = control.getAttribute('aria-label') ?? (control instanceof HTMLButtonElement ? control.textContent : '');
  return [control.tagName, control.getAttribute('type'), control.id, control.className, label].join('|');
}

/** Types `value` again so that React's change handler sees it (its tracker holds what React last set). */
function typeAgain(field: Control, value: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!nativeSetter) return;
  field.value = '';
  nativeSetter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export default interaction;
