import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as queries from '../../src/lib/content/queries.ts';

// The site's content types come from `sanity typegen` (in cms/: npm run typegen), which
// records each query it typed. A query edited without regenerating would leave its type
// describing a different query; this keeps the two in step.
const generated = readFileSync('src/lib/content/sanity.types.ts', 'utf8');
const typedQueries = new Set([...generated.matchAll(/^\/\/ Query: (.*)$/gm)].map((m) => m[1]!.trim()));
// The generator writes each query on one line, dropping line breaks: compare without whitespace.
const oneLine = (groq: string) => groq.replace(/\s+/g, '');

describe('generated content types', () => {
  const siteQueries = Object.entries(queries).filter(([name, value]) => name.endsWith('Query') && typeof value === 'string') as [
    string,
    string,
  ][];

  it('cover every query the site runs', () => {
    expect(siteQueries.length).toBeGreaterThan(5);
  });

  it.each(siteQueries)('are generated from the current text of %s', (_, groq) => {
    expect([...typedQueries].map(oneLine)).toContain(oneLine(groq));
  });
});
