/**
 * Whether Amplify has left a signed-in user in this browser's storage. Cheap and synchronous, so
 * a guest's checkout can decide without downloading the identity library; the session itself is
 * checked (and refreshed) only when this says there may be one.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null = globalThis.localStorage ?? null): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
  }
  return false;
}
