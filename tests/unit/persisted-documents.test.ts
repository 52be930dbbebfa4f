import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readPersistedDocuments } from '../../commerce/persisted-operations.ts';
import * as storefront from '../../src/lib/commerce/gql/graphql.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe("the storefront's persisted documents (src/lib/commerce/gql/persisted-documents.json)", () => {
  it('hold exactly the operations the storefront sends, each under the SHA-256 of its text', () => {
    const documents = readPersistedDocuments();
    const operationHashes = Object.entries(storefront)
      .filter(([name]) => name.endsWith('Document'))
      .map(([name, document]) => [name, (document as { __meta__?: { hash?: string } }).__meta__?.hash] as const);
    expect(operationHashes.length).toBeGreaterThan(40);
    for (const [name, hash] of operationHashes) expect(documents.has(hash ?? ''), `${name} has no persisted document`).toBe(true);
    expect(new Set(operationHashes.map(([, hash]) => hash))).toEqual(new Set(documents.keys()));
    for (const [hash, text] of documents) expect(sha256(text)).toBe(hash);
  });

  describe('a broken manifest stops start-up, naming the file and the fix', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-manifest-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const manifest = (name: string, content: unknown) => {
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify(content));
      return pathToFileURL(file);
    };

    it('refuses a key that is not a SHA-256 hex digest, and an empty document', () => {
      expect(() => readPersistedDocuments(manifest('prefixed.json', { [`sha256:${sha256('{ a }')}`]: '{ a }' }))).toThrow(
        /prefixed\.json is not a persisted-documents manifest \(run npm run codegen\): the key "sha256:[0-9a-f]{64}" is not a SHA-256 hex digest/,
      );
      expect(() => readPersistedDocuments(manifest('empty.json', { [sha256('')]: '' }))).toThrow(
        /empty\.json is not a persisted-documents manifest.*: a document is empty/,
      );
    });

    it('reads a good one as hash → text', () => {
      const documents = readPersistedDocuments(manifest('good.json', { [sha256('{ a }')]: '{ a }' }));
      expect([...documents]).toEqual([[sha256('{ a }'), '{ a }']]);
    });
  });
});
