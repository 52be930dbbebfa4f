import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The card frame's script and stylesheet, as the gateway serves them. */
export interface FrameAssets {
  script: string;
  /** The wallet button stand-in's script. */
  walletScript: string;
  /** The express checkout sheet stand-in's script. */
  walletSheetScript: string;
  style: string;
}

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * Bundles the frame's script (frame-script.ts and the card rules it imports) once, when the
 * gateway starts. The test gateway runs only in development, where esbuild (the bundler Astro's
 * Vite already uses) is installed; production never loads it. Nothing of this goes into the
 * shop's own build, so the shop's bundles have no card field.
 */
export async function buildFrameAssets(): Promise<FrameAssets> {
  const { build } = await import('esbuild');
  const bundle = (entry: string) =>
    build({
      entryPoints: [here(entry)],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    }).then((bundled) => bundled.outputFiles[0]!.text);
  return {
    script: await bundle('./frame-script.ts'),
    walletScript: await bundle('./wallet-script.ts'),
    walletSheetScript: await bundle('./wallet-sheet-script.ts'),
    style: await readFile(here('./card-frame.css'), 'utf8'),
  };
}
