// `node scripts/bench-first-intl.ts`: what the first Intl formatter costs a fresh page in Chromium
// (ICU's start-up), against building a second one, and the Intl-free formatting the product page
// uses at load instead (src/lib/text/london-calendar.ts, src/lib/commerce/format-pounds.ts).
// Median of 9 fresh browser contexts, no CPU slowdown. A benchmark: it asserts nothing.
import { chromium } from '@playwright/test';

const RUNS = 9;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const timings: Record<string, number[]> = {};
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('about:blank');
    const measured = await page.evaluate(() => {
      const out: Record<string, number> = {};
      const time = (name: string, work: () => unknown) => {
        const started = performance.now();
        work();
        out[name] = performance.now() - started;
      };
      // Written out, as the page's modules do it: the same digit and name arithmetic, no Intl.
      time('Intl-free price and date', () => {
        const pence = Math.round(Number('1234.5e2'));
        const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
        return `£${String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(pence % 100).padStart(2, '0')} ${names[new Date(Date.UTC(2026, 10, 19)).getUTCDay()]}`;
      });
      time('first Intl formatter (GBP)', () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(1234.5));
      time('next Intl formatter (Europe/London date)', () =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date()),
      );
      return out;
    });
    for (const [name, ms] of Object.entries(measured)) timings[name] = [...(timings[name] ?? []), ms];
    await context.close();
  }
} finally {
  await browser.close();
}
for (const [name, values] of Object.entries(timings)) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `${name}: median ${sorted[Math.floor(RUNS / 2)]!.toFixed(1)} ms (${sorted[0]!.toFixed(1)}–${sorted.at(-1)!.toFixed(1)}), ${RUNS} fresh pages`,
  );
}
