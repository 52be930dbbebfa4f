import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStamp } from '../../server/content-pipeline/build-stamp.ts';
import { PUBLISHED_REVISIONS_QUERY, publishedContentDigest } from '../../server/content-pipeline/content-digest.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the build stamp and a hosted dataset', () => {
  let server: Server;
  let documents = [
    { _id: 'kb-storing-logs', _rev: 'r1' },
    { _id: 'siteSettings', _rev: 's1' },
  ];
  const queries: string[] = [];
  let env: Record<string, string> = {};

  beforeAll(async () => {
    // Answers like Sanity's query API: GET /v{version}/data/query/{dataset}?query=...
    server = createServer((req, res) => {
      queries.push(new URL(req.url ?? '/', 'http://localhost').searchParams.get('query') ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ result: documents, ms: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    env = { SANITY_PROJECT_ID: 'ab12cd34', SANITY_DATASET: 'production', SANITY_API_HOST: `http://127.0.0.1:${port}` };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('changes when an editor publishes (a revision changes), and only then', async () => {
    const before = await publishedContentDigest(env);
    expect(queries.at(-1)).toBe(PUBLISHED_REVISIONS_QUERY);
    expect(await publishedContentDigest(env)).toBe(before);
    documents = [{ ...documents[0]!, _rev: 'r2' }, documents[1]!];
    const after = await publishedContentDigest(env);
    expect(after).not.toBe(before);
    expect(buildStamp(root, env, after)).not.toBe(buildStamp(root, env, before));
    documents = [...documents, { _id: 'kb-new', _rev: 'n1' }];
    expect(await publishedContentDigest(env)).not.toBe(after);
  });

  it('asks nothing of Sanity when the seed stands in for the dataset', async () => {
    const asked = queries.length;
    expect(await publishedContentDigest({})).toBe('');
    expect(queries.length).toBe(asked);
  });
});
