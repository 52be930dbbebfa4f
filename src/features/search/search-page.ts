import { correctQuery, toVocabulary, type Vocabulary } from './spelling.ts';
import { MAX_RESULTS, resultsSummary, type PagefindFragment, type SearchHit, toHit } from './search-results.ts';
import { VOCABULARY_FILE } from './vocabulary.ts';

interface PagefindSearch {
  results: { data(): Promise<PagefindFragment> }[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<PagefindSearch>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<PagefindSearch | null>;
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

// The words typos are corrected to, fetched with the index on the first search (about 2 KB gzip).
// Without them the search still answers, as typed.
let loadingVocabulary: Promise<Vocabulary> | null = null;
const NO_VOCABULARY = toVocabulary([]);
function loadVocabulary(): Promise<Vocabulary> {
  loadingVocabulary ??= fetch(`/pagefind/${VOCABULARY_FILE}`)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`vocabulary: HTTP ${response.status}`))))
    .then((words: unknown) => toVocabulary(Array.isArray(words) ? words.filter((word) => typeof word === 'string') : []))
    .catch((error: unknown) => {
      console.error('[search]', error);
      loadingVocabulary = null;
      return NO_VOCABULARY;
    });
  return loadingVocabulary;
}

// The card's picture box: every card keeps it, picture or not, so the titles line up and a picture
// arriving late moves nothing (4:3, the products' own pictures; others are cropped to fit).
const PICTURE_WIDTH = 96;
const PICTURE_HEIGHT = 72;

function renderHit(hit: SearchHit): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const picture = document.createElement('div');
  picture.className = 'search-result__picture';
  if (hit.image) {
    const image = document.createElement('img');
    image.loading = 'lazy';
    image.decoding = 'async';
    image.width = PICTURE_WIDTH;
    image.height = PICTURE_HEIGHT;
    // The title beside it, in the same card, says what it shows.
    image.alt = '';
    image.src = hit.image;
    picture.append(image);
  }
  const link = document.createElement('a');
  link.href = hit.url;
  link.textContent = hit.title;
  const kind = document.createElement('span');
  kind.className = 'search-result__kind';
  kind.textContent = hit.kind;
  const heading = document.createElement('h2');
  heading.append(link, ' ', kind);
  const text = document.createElement('div');
  text.className = 'search-result__text';
  text.append(heading);
  if (hit.price) {
    const price = document.createElement('p');
    price.className = 'search-result__price';
    price.dataset.testid = 'result-price';
    price.textContent = hit.price;
    text.append(price);
  }
  const excerpt = document.createElement('p');
  excerpt.className = 'search-result__excerpt';
  excerpt.textContent = hit.excerpt;
  text.append(excerpt);
  item.append(picture, text);
  return item;
}

/** The address that searches exactly the words given, without correcting them. */
function exactSearchHref(typed: string): string {
  return `/search?${new URLSearchParams({ q: typed, exact: '1' })}`;
}

/** Wires the search page's form: results as the shopper types, and for `?q=` when the page opens. */
export function startSearchPage(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;
  const status = document.querySelector<HTMLElement>('[data-search-status]')!;
  const typedInstead = document.querySelector<HTMLElement>('[data-search-typed]')!;
  const empty = document.querySelector<HTMLElement>('[data-search-empty]')!;
  let latest = 0;

  function showTypedInstead(typed: string | undefined) {
    typedInstead.hidden = typed === undefined;
    if (typed === undefined) return typedInstead.replaceChildren();
    const link = document.createElement('a');
    link.href = exactSearchHref(typed);
    link.textContent = `Search for “${typed.trim()}” instead`;
    typedInstead.replaceChildren(link);
  }

  // `exact`: the shopper chose the words as typed (the correction's link); typing again corrects again.
  async function run(query: string, exact: boolean) {
    const asked = ++latest;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (exact && query) url.searchParams.set('exact', '1');
    else url.searchParams.delete('exact');
    history.replaceState(null, '', url);
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      showTypedInstead(undefined);
      empty.hidden = true;
      return;
    }
    try {
      const [pagefind, vocabulary] = await Promise.all([loadPagefind(), exact ? NO_VOCABULARY : loadVocabulary()]);
      // A word that is in none of the pages is corrected whatever the count: Pagefind answers such a
      // word with the pages matching a shorter start of it ("ahs" finds every page with an "a…" word).
      const corrected = correctQuery(query, vocabulary);
      let search = await pagefind.debouncedSearch(corrected, {}, 200);
      // null: a newer keystroke replaced this search.
      if (!search || asked !== latest) return;
      let shown = corrected;
      if (corrected !== query && search.results.length === 0) {
        search = await pagefind.search(query);
        shown = query;
      }
      const fragments = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      if (asked !== latest) return;
      const hits = fragments.flatMap((fragment) => toHit(fragment) ?? []);
      const typed = shown === query ? undefined : query;
      list.replaceChildren(...hits.map(renderHit));
      status.textContent = resultsSummary(shown, hits.length, typed);
      showTypedInstead(typed);
      empty.hidden = hits.length > 0;
    } catch (error) {
      console.error('[search]', error);
      loading = null;
      showTypedInstead(undefined);
      empty.hidden = true;
      status.textContent = 'Search is not available right now. Check your connection and try again.';
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value, false);
  });
  input.addEventListener('input', () => void run(input.value, false));
  const opened = new URLSearchParams(window.location.search);
  const initial = opened.get('q') ?? '';
  if (initial) {
    input.value = initial;
    void run(initial, opened.get('exact') === '1');
  }
}
