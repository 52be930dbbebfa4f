import { describe, expect, it } from 'vitest';
import { hoistTransitiveImports } from '../../src/lib/build/hoist-transitive-imports.ts';

type TestChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; isDynamicEntry: boolean; code: string };
const chunk = (fileName: string, imports: string[], entry: Partial<Pick<TestChunk, 'isEntry' | 'isDynamicEntry'>> = {}): TestChunk => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  code: `/* ${fileName} */`,
  ...entry,
});

describe('an entry chunk names every chunk it needs, so the browser asks for them at once', () => {
  it('adds the imports of its imports, however deep, after its own, each once, and not itself', () => {
    const bundle = {
      '_astro/BuyBox.js': chunk('_astro/BuyBox.js', ['_astro/cart.js', '_astro/react.js'], { isEntry: true }),
      '_astro/cart.js': chunk('_astro/cart.js', ['_astro/orders.js', '_astro/react.js']),
      '_astro/orders.js': chunk('_astro/orders.js', ['_astro/client.js', '_astro/BuyBox.js']),
      '_astro/client.js': chunk('_astro/client.js', []),
      '_astro/react.js': chunk('_astro/react.js', ['_astro/client.js']),
      '_astro/style.css': { type: 'asset' as const },
    };
    expect(hoistTransitiveImports(bundle)).toBe(2);
    expect(bundle['_astro/BuyBox.js'].code).toBe('/* _astro/BuyBox.js */\nimport "./orders.js";import "./client.js";\n');
    // Shared chunks are reached through an entry: left as they are.
    expect(bundle['_astro/cart.js'].code).toBe('/* _astro/cart.js */');
  });

  it('treats a chunk loaded with import() as an entry, and leaves one with nothing deeper untouched', () => {
    const bundle = {
      'a/lazy.js': chunk('a/lazy.js', ['b/shared.js'], { isDynamicEntry: true }),
      'b/shared.js': chunk('b/shared.js', ['b/deep.js']),
      'b/deep.js': chunk('b/deep.js', []),
      'a/flat.js': chunk('a/flat.js', ['b/deep.js'], { isEntry: true }),
    };
    hoistTransitiveImports(bundle);
    expect(bundle['a/lazy.js'].code).toContain('import "../b/deep.js";');
    expect(bundle['a/flat.js'].code).toBe('/* a/flat.js */');
  });
});
