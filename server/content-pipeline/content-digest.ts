import { createHash } from 'node:crypto';
import { createSanitySource } from '../../src/lib/content/sanity-source.ts';
import { contentConfig } from '../../src/lib/config.ts';

/** Every published document's id and revision: a publish anywhere in the dataset changes the answer. */
export const PUBLISHED_REVISIONS_QUERY = '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_id asc) {_id, _rev}';

/**
 * What the hosted dataset holds, as a hash of its published documents' ids and revisions, so a
 * start after an editor published rebuilds (the build stamp includes it). With the seed standing
 * in for the dataset the seed file is already an input of the stamp: the digest is empty.
 */
export async function publishedContentDigest(env: Record<string, string | undefined>): Promise<string> {
  const config = contentConfig(env);
  if (config.kind !== 'sanity') return '';
  const documents = await createSanitySource(config).fetch<{ _id: string; _rev: string }[]>(PUBLISHED_REVISIONS_QUERY);
  const hash = createHash('sha256');
  for (const doc of documents) hash.update(`${doc._id}\0${doc._rev}\0`);
  return hash.digest('hex');
}
