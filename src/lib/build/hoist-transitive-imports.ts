import { posix } from 'node:path';

/** The parts of a bundle's chunk this plugin reads and writes (Rollup's and Rolldown's OutputChunk). */
interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  code: string;
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * Every static import an entry chunk needs, however deep, named in the entry itself: the browser
 * then asks for them all at once instead of finding them a level at a time. The buy-box's code
 * was four round trips deep (BuyBox → the fly-in's payment notice → the payment store → its
 * forms), each waiting for the one before to arrive and be parsed, on the shopper's first press.
 * Rollup does this by default (output.hoistTransitiveImports); Rolldown, which Vite 8 bundles
 * with, does not yet.
 *
 * The added imports go at the end of the chunk: a module is evaluated once, in the order its
 * importers name it, so modules already reached through the first imports keep their order.
 */
export function hoistTransitiveImports(bundle: Bundle): number {
  const chunks = new Map<string, Chunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  let hoisted = 0;
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    const direct = new Set(chunk.imports);
    const deeper = transitiveImports(chunk, chunks).filter((file) => !direct.has(file) && file !== chunk.fileName);
    if (deeper.length === 0) continue;
    const from = posix.dirname(chunk.fileName);
    const specifier = (file: string) => {
      const relative = posix.relative(from, file);
      return relative.startsWith('.') ? relative : `./${relative}`;
    };
    chunk.code += `\n${deeper.map((file) => `import ${JSON.stringify(specifier(file))};`).join('')}\n`;
    hoisted += deeper.length;
  }
  return hoisted;
}

/** The files `chunk` reaches through static imports, breadth first. */
function transitiveImports(chunk: Chunk, chunks: Map<string, Chunk>): string[] {
  const seen = new Set<string>();
  const queue = [...chunk.imports];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}
