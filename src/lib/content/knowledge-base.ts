import type { KnowledgeBaseArticleSummary } from './queries.ts';

/** The Studio's knowledge-base categories (cms/schemaTypes/knowledgeBaseArticle.ts), in index order. */
export const KNOWLEDGE_BASE_CATEGORIES: readonly { value: string; title: string }[] = [
  { value: 'delivery', title: 'Delivery' },
  { value: 'firewood', title: 'Firewood' },
  { value: 'wood-pellets', title: 'Wood pellets' },
  { value: 'using-your-stove', title: 'Using your stove' },
  { value: 'storage', title: 'Storage' },
];

export const knowledgeBasePath = (slug: string) => `/knowledge-base/${slug}`;

export function categoryTitle(value: string): string {
  return KNOWLEDGE_BASE_CATEGORIES.find((c) => c.value === value)?.title ?? value;
}

/** Articles grouped by category in the Studio's order; unknown categories come last. */
export function groupByCategory<T extends KnowledgeBaseArticleSummary>(
  articles: readonly T[],
): { value: string; title: string; articles: T[] }[] {
  const known = KNOWLEDGE_BASE_CATEGORIES.map((c) => c.value);
  const values = [...new Set([...known, ...articles.map((a) => a.category)])];
  return values
    .map((value) => ({ value, title: categoryTitle(value), articles: articles.filter((a) => a.category === value) }))
    .filter((group) => group.articles.length > 0);
}
