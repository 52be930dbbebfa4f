// `npm run bench:flyin`: time from a click on "Add to basket" to the fly-in showing the new
// line, measured inside Chromium against a local server (median of 20, each in a fresh
// browser context). A benchmark, not a test: it prints figures and asserts nothing.
// Three ways to press: the click alone (a screen reader's press, with no sign of the shopper
// before it: the buy-box's code, React included, loads on it: client:interaction); a mouse that
// comes over the button 200 ms before pressing (the code loads while the shopper aims); and a
// pointer that moved on the page, away from the buy-box, a second before the press (the code is
// loaded at the shopper's first sign of life, as when they read the page before adding).
import { chromium, type Locator, type Page } from '@playwright/test';
import { ensureBuild } from './ensure-build.ts';
import { startLocalServer } from './local-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4394);
const RUNS = 20;
const PRODUCT = '/firewood/ash/full-crate';

// A fresh seed in memory: the facts the benchmark server's fresh database will give.
await ensureBuild({ kind: 'pglite' }, process.env, { demoCatalogue: true });
const { base, stop } = await startLocalServer(PORT, 'hearth-bench-flyin-');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const AIMS: [label: string, before: (page: Page, add: Locator) => Promise<void>][] = [
  ['press alone', async () => {}],
  [
    'pointer over the button 200 ms before the press',
    async (page, add) => {
      await add.hover();
      await page.waitForTimeout(200);
    },
  ],
  [
    'pointer moved on the page 1 s before the press',
    async (page) => {
      await page.mouse.move(20, 20);
      await page.waitForTimeout(1000);
    },
  ],
];
const results: [label: string, timings: number[]][] = [];
try {
  for (const [label, before] of AIMS) {
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(base + PRODUCT);
      const add = page.getByRole('button', { name: 'Add to basket' });
      await add.waitFor();
      await before(page, add);
      // Timed in the page: from the click to the moment the open dialog holds the product's line.
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Add to basket')!;
            const shown = () => document.querySelector('dialog[open] [data-sku="LOG-ASH-FULL"]');
            const started = performance.now();
            new MutationObserver((_, observer) => {
              if (shown()) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            }).observe(document.body, { subtree: true, childList: true, attributes: true });
            button.click();
          }),
      );
      timings.push(ms);
      await context.close();
    }
    results.push([label, timings]);
  }
} finally {
  await browser.close();
  stop();
}
for (const [label, timings] of results) {
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `add to basket -> fly-in line, ${label}, ${RUNS} runs: median ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
}
