import { evaluate, parse } from 'groq-js';
import type { ContentSource } from './source.ts';

interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Parses an NDJSON export, keeping published documents only (drafts are editors' work in progress). */
export function parseDataset(ndjson: string): SanityDocument[] {
  return ndjson
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '')
    .map(({ line, index }) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch (error) {
        throw new Error(`Content seed line ${index + 1} is not valid JSON: ${(error as Error).message}`);
      }
    })
    .filter((doc) => !doc._id.startsWith('drafts.'));
}

/** The embedded content source: GROQ evaluated by groq-js over the NDJSON seed. */
export function createSeedSource(ndjson: string): ContentSource {
  const dataset = parseDataset(ndjson);
  const byId = new Map(dataset.map((doc) => [doc._id, doc]));
  return {
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const tree = parse(query, { params });
      const value = await evaluate(tree, {
        dataset,
        params,
        dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null,
      });
      return (await value.get()) as T;
    },
  };
}
