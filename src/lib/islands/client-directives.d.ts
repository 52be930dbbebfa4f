// The project's own client directive (astro.config.mjs adds it), so .astro files may write it.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the shopper first reaches for the island (src/lib/islands/interaction-directive.ts). */
    'client:interaction'?: boolean;
  }
}
