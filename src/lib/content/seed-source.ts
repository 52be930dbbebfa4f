import { evaluate, parse } from 'groq-js';
import type { ContentSource } from './source.ts';

interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * Which documents a query sees, as Sanity's perspectives name them. `published`: the public site,
 * never an editor's draft or a planned release's version. `drafts`: the preview, where a draft
 * stands in for its published document (under the published id, as Sanity answers) and a
 * never-published draft appears too.
 */
export type SeedPerspective = 'published' | 'drafts';

const DRAFT_PREFIX = 'drafts.';
// Content Releases keep their documents as versions.<release>.<id>: not published either.
const isPublishedId = (id: string) => !id.startsWith(DRAFT_PREFIX) && !id.startsWith('versions.');

function parseLines(ndjson: string): SanityDocument[] {
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
    });
}

/** Parses an NDJSON export, keeping published documents only (drafts are editors' work in progress). */
export function parseDataset(ndjson: string): SanityDocument[] {
  return parseLines(ndjson).filter((doc) => isPublishedId(doc._id));
}

/** The dataset as the drafts perspective shows it: each draft over its published document. */
export function parseDatasetWithDrafts(ndjson: string): SanityDocument[] {
  const all = parseLines(ndjson);
  const drafts = new Map(
    all.filter((doc) => doc._id.startsWith(DRAFT_PREFIX)).map((doc) => [doc._id.slice(DRAFT_PREFIX.length), doc] as const),
  );
  const published = all.filter((doc) => isPublishedId(doc._id));
  const publishedIds = new Set(published.map((doc) => doc._id));
  const asDraft = (id: string, draft: SanityDocument): SanityDocument => ({ ...draft, _id: id, _originalId: draft._id });
  return [
    ...published.map((doc) => (drafts.has(doc._id) ? asDraft(doc._id, drafts.get(doc._id)!) : doc)),
    ...[...drafts].filter(([id]) => !publishedIds.has(id)).map(([id, draft]) => asDraft(id, draft)),
  ];
}

/** The embedded content source: GROQ evaluated by groq-js over the NDJSON seed. */
export function createSeedSource(ndjson: string, perspective: SeedPerspective = 'published'): ContentSource {
  const dataset = perspective === 'drafts' ? parseDatasetWithDrafts(ndjson) : parseDataset(ndjson);
  const byId = new Map(dataset.map((doc) => [doc._id, doc]));
  return {
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const tree = parse(query, { params });
      const value = await evaluate(tree, {
        dataset,
        params,
        // A reference names the published id; the map holds that id's draft in the drafts perspective.
        dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null,
      });
      return (await value.get()) as T;
    },
  };
}
