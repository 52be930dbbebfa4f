/** Runs a GROQ query. The site uses the same queries against Sanity and against the seed. */
export interface ContentSource {
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
}
