import { describe, expect, it } from 'vitest';
import { sessionAtom } from '../../src/lib/session-atom.ts';

function mapStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const asText = { encode: String, decode: (stored: string) => `read:${stored}` };

describe('an atom kept in the tab’s session', () => {
  it('starts from what the tab kept, or the initial value', () => {
    expect(sessionAtom('k', 'empty', { ...asText, storage: () => mapStorage({ k: 'kept' }) }).get()).toBe('read:kept');
    expect(sessionAtom('k', 'empty', { ...asText, storage: () => mapStorage() }).get()).toBe('empty');
  });

  it('keeps each value it is set to, and removes the entry when set back to the initial value', () => {
    const storage = mapStorage();
    const store = sessionAtom('k', 'empty', { ...asText, storage: () => storage });
    store.set('typed');
    expect(store.get()).toBe('typed');
    expect(storage.map.get('k')).toBe('typed');
    store.set('empty');
    expect(store.get()).toBe('empty');
    expect(storage.map.has('k')).toBe(false);
  });

  it('works in memory where storage is blocked', () => {
    const store = sessionAtom('k', 'empty', { ...asText, storage: () => null });
    store.set('typed');
    expect(store.get()).toBe('typed');
  });
});
