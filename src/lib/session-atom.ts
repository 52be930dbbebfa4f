import { atom, type WritableAtom } from 'nanostores';
import { browserSessionStorage, type RemovableStorage } from './browser-storage.ts';

export interface SessionAtomOptions<T> {
  encode: (value: T) => string;
  /** Turns what is stored back into a value; it must cope with anything (an older build's shape, a hand edit). */
  decode: (stored: string) => T;
  /** This tab's sessionStorage when absent; null: kept in memory only (storage blocked). */
  storage?: () => RemovableStorage | null;
}

/**
 * An atom kept in this tab's sessionStorage: it survives a reload and a round trip to another
 * site in the same tab (the bank's 3-D Secure page), and is gone when the tab closes, so nothing
 * in it stays on a shared computer. (@nanostores/persistent has one storage engine for all its
 * atoms, localStorage, which outlives the session.) Setting the initial value removes the entry.
 */
export function sessionAtom<T>(key: string, initial: T, options: SessionAtomOptions<T>): WritableAtom<T> {
  const storage = (options.storage ?? browserSessionStorage)();
  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    // Blocked storage: start from the initial value.
  }
  const store = atom<T>(stored === null ? initial : options.decode(stored));
  const set = store.set.bind(store);
  store.set = (value: T) => {
    try {
      if (value === initial) storage?.removeItem(key);
      else storage?.setItem(key, options.encode(value));
    } catch {
      // Full or blocked storage: the value still holds for this page.
    }
    set(value);
  };
  return store;
}
