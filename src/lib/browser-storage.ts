/** The part of Web Storage the shop's small browser records use; tests pass a Map-backed one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
export type RemovableStorage = StorageLike & Pick<Storage, 'removeItem'>;

/** This browser's localStorage, or null where it is blocked (private modes, storage off). */
export function browserLocalStorage(): RemovableStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This tab's sessionStorage, or null where it is blocked (or on the server, while pages are built). */
export function browserSessionStorage(): RemovableStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
