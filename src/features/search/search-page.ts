import { MAX_RESULTS, resultsSummary, toHit, type PagefindFragment, type SearchHit } from './search-results.ts';

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: { data(): Promise<PagefindFragment> }[] } | null>;
}

// The index's script is loaded the first time the shopper searches, not with the page: a shopper
// who only looks at the box costs nothing. Its path is outside the bundle (the build writes it).
let loading: Promise<Pagefind> | null = null;
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    return pagefind;
  });
  return loading;
}

function renderHit(hit: SearchHit): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const link = document.createElement('a');
  link.href = hit.url;
  link.textContent = hit.title;
  const kind = document.createElement('span');
  kind.className = 'search-result__kind';
  kind.textContent = hit.kind;
  const excerpt = document.createElement('p');
  excerpt.textContent = hit.excerpt;
  const heading = document.createElement('h2');
  heading.append(link, ' ', kind);
  item.append(heading, excerpt);
  return item;
}

/** Wires the search page's form: results as the shopper types, and for `?q=` when the page opens. */
export function startSearchPage(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;
  const status = document.querySelector<HTMLElement>('[data-search-status]')!;
  let latest = 0;

  async function run(query: string) {
    const asked = ++latest;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.debouncedSearch(query, {}, 200);
      // null: a newer keystroke replaced this search.
      if (!search || asked !== latest) return;
      const fragments = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      if (asked !== latest) return;
      const hits = fragments.flatMap((fragment) => toHit(fragment) ?? []);
      list.replaceChildren(...hits.map(renderHit));
      status.textContent = resultsSummary(query, hits.length);
    } catch (error) {
      console.error('[search]', error);
      loading = null;
      status.textContent = 'Search is not available right now. Check your connection and try again.';
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value);
  });
  input.addEventListener('input', () => void run(input.value));
  const initial = new URLSearchParams(window.location.search).get('q') ?? '';
  if (initial) {
    input.value = initial;
    void run(initial);
  }
}
