/**
 * Pagefind runs its search in WebAssembly, which a strict CSP refuses unless script-src allows
 * 'wasm-unsafe-eval' (compiling wasm, not eval of JavaScript). Only the search page and the index's
 * own files get it; every other page keeps the shop's policy unchanged.
 */
export function needsWasm(pathname: string): boolean {
  return pathname === '/search' || pathname === '/search/' || pathname.startsWith('/pagefind/');
}

/** The shop's policy with 'wasm-unsafe-eval' added to script-src. */
export function withWasm(policy: string): string {
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('script-src ') ? `${directive} 'wasm-unsafe-eval'` : directive))
    .join('; ');
}
