import { USER_POOL_KEY_PREFIX } from './token-storage.ts';

/**
 * Whether Amplify has left a signed-in user in this tab's storage (sessionStorage: see
 * token-storage.ts). Cheap and synchronous, so
 * a guest's checkout can decide without downloading the identity library; the session itself is
 * checked (and refreshed) only when this says there may be one.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null = globalThis.sessionStorage ?? null): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(USER_POOL_KEY_PREFIX) && key.endsWith('.LastAuthUser')) return true;
  }
  return false;
}
