// `npm run bench:flyin`: time from a click on "Add to basket" to the fly-in showing the new
// line, measured inside Chromium against a local server (median of 20, each in a fresh
// browser context). A benchmark, not a test: it prints figures and asserts nothing.
// Three ways to press: the click alone (a screen reader's press, with no sign of the shopper
// before it: the buy-box's code, React included, loads on it: client:interaction); a mouse that
// comes over the button 200 ms before pressing (the code loads while the shopper aims); and a
// pointer that moved on the page, away from the buy-box, a second before the press (the code is
// loaded at the shopper's first sign of life, as when they read the page before adding).
//
// `npm run bench:flyin -- --against <checkout> [--cpu 1,4]` compares this checkout with another
// (built or not: its own start builds it), the press alone, each CPU slowdown in turn (Chromium's
// CPU throttling, 4 being a mid-range phone as Lighthouse has it). The two servers run side by
// side and the runs alternate between them (this, other, this, other…), so both see the same
// load on the machine: runs an hour apart on a shared machine differ more than the change.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { ensureBuild } from './ensure-build.ts';
import { type LocalServer, startLocalServer } from './local-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4394);
const AGAINST_PORT = Number(process.env.BENCH_AGAINST_PORT ?? PORT + 1);
const RUNS = 20;
const PRODUCT = '/firewood/ash/full-crate';
// Any free port for the servers' own helpers: two servers side by side, or a developer's, may hold the defaults.
const SIDE_PORTS = { HEARTH_LOCAL_COGNITO_PORT: '0', HEARTH_LOCAL_SMTP_PORT: '0', HEARTH_TEST_CARD_PORT: '0' };

const { values } = parseArgs({ options: { against: { type: 'string' }, cpu: { type: 'string', default: '1' } } });
const slowdowns = values.cpu.split(',').map(Number);
if (slowdowns.some((rate) => !(rate >= 1))) throw new Error('--cpu takes slowdowns of 1 or more, e.g. 1,4');

type Aim = (page: Page, add: Locator) => Promise<void>;
const pressAlone: Aim = async () => {};
const AIMS: [label: string, before: Aim][] = [
  ['press alone', pressAlone],
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

/** One press on a fresh page: ms from the click to the open dialog holding the product's line. */
async function timeOneAdd(browser: Browser, base: string, before: Aim, slowdown: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(base + PRODUCT);
    const add = page.getByRole('button', { name: 'Add to basket' });
    await add.waitFor();
    await before(page, add);
    // Timed in the page: from the click to the moment the open dialog holds the product's line.
    return await page.evaluate(
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
  } finally {
    await context.close();
  }
}

function summary(timings: number[]): string {
  const sorted = [...timings].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
}

// A fresh seed in memory: the facts the benchmark server's fresh database will give.
await ensureBuild({ kind: 'pglite' }, process.env, { demoCatalogue: true });
const servers: [label: string, server: LocalServer][] = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const lines: string[] = [];
try {
  servers.push(['this checkout', await startLocalServer(PORT, 'hearth-bench-flyin-', { env: SIDE_PORTS })]);
  if (values.against) {
    const root = resolve(values.against);
    servers.push([root, await startLocalServer(AGAINST_PORT, 'hearth-bench-flyin-against-', { root, env: SIDE_PORTS })]);
    for (const slowdown of slowdowns) {
      const timings = servers.map((): number[] => []);
      for (let run = 0; run < RUNS; run++)
        for (const [index, [, server]] of servers.entries())
          timings[index]!.push(await timeOneAdd(browser, server.base, pressAlone, slowdown));
      for (const [index, [label]] of servers.entries())
        lines.push(`add to basket -> fly-in line, press alone, CPU x${slowdown}, ${label}, ${RUNS} runs: ${summary(timings[index]!)}`);
    }
  } else {
    const { base } = servers[0]![1];
    for (const slowdown of slowdowns)
      for (const [label, before] of AIMS) {
        const timings: number[] = [];
        for (let run = 0; run < RUNS; run++) timings.push(await timeOneAdd(browser, base, before, slowdown));
        lines.push(`add to basket -> fly-in line, ${label}, CPU x${slowdown}, ${RUNS} runs: ${summary(timings)}`);
      }
  }
} finally {
  await browser.close();
  for (const [, server] of servers) server.stop();
}
for (const line of lines) console.log(line);
