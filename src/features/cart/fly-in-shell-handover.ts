/**
 * The product page's built fly-in, shown before React's (FlyInShell.astro, fly-in-shell.ts); a
 * retired one (`data-retired`) opens no more, and one handed over (`data-handed-over`) closes
 * without closing the fly-in.
 */
const FLY_IN_SHELL = 'dialog[data-fly-in-shell]';

/**
 * React's fly-in is mounting: the shell opens no more. An open shell stays until React's opens
 * (handOverFlyInShell), so the shopper never sees the page without a fly-in between the two.
 */
export function retireFlyInShell(): void {
  const shell = document.querySelector<HTMLDialogElement>(FLY_IN_SHELL);
  if (!shell) return;
  shell.setAttribute('data-retired', '');
  if (!shell.open) shell.remove();
}

/**
 * React's fly-in opens in the shell's place: the shell closes (handing focus back to the control
 * that opened it, which React's dialog then hands it back to in turn) and leaves the page.
 * Answers the name of the control that held the focus in the shell, for React's to take it.
 */
export function handOverFlyInShell(): string | null {
  const shell = document.querySelector<HTMLDialogElement>(FLY_IN_SHELL);
  if (!shell) return null;
  const active = document.activeElement;
  const focused = active && active !== shell && shell.contains(active) ? controlName(active) : null;
  shell.setAttribute('data-retired', '');
  shell.setAttribute('data-handed-over', '');
  shell.close();
  shell.remove();
  return focused;
}

/** A control by what it says to the shopper, the same in the shell and in React's fly-in. */
export function controlName(control: Element): string {
  return control.getAttribute('aria-label') ?? control.textContent ?? '';
}
