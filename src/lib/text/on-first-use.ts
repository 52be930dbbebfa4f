/**
 * A value built the first time it is asked for, then kept. For Intl formatters: building one costs
 * several milliseconds (tens on a slow phone), and built at module load they all run inside the
 * islands' hydration, before the shopper can act, whether or not the page shows a price or a date.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
