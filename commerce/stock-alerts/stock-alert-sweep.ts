import { randomUUID } from 'node:crypto';
import { render } from '@react-email/components';
import type { Kysely } from 'kysely';
import { readSeller } from '../catalogue/index.ts';
import { londonDate } from '../domain/london-clock.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { mintSecret } from '../hashed-secret.ts';
import { BackInStock, backInStockSubject } from '../mail/index.ts';
import type { Database } from '../store/tables.ts';
import { lockAlertsBackInStock, markAlertNotified, oweBackInStockMail } from './stock-alerts.store.ts';

/** The one-click unsubscribe page (server route); the token is the alert's, minted for its mail. */
export const UNSUBSCRIBE_PATH = '/unsubscribe/stock-alerts';

export interface StockAlertSweepOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** Alerts handled per run. */
  batchSize?: number;
}

/**
 * Owes one back-in-stock mail for each waiting alert whose product has stock again, and marks the
 * alert notified, in one transaction: a crash leaves either both or neither, and two processes
 * never take the same alert (SKIP LOCKED). It does not matter how the stock came back (a delivery
 * booked in by SQL, a cancelled payment's hold released): the sweep looks at stock, not at events.
 * Answers how many mails it owed.
 */
export async function sweepStockAlerts({ db, now, batchSize = 20 }: StockAlertSweepOptions): Promise<number> {
  return db.transaction().execute(async (tx) => {
    // Read in the transaction: PGlite is one session, which the transaction holds.
    const sellers = new Map<string, SellerIdentity | null>();
    const sellerOf = async (tenantId: string) => {
      if (!sellers.has(tenantId)) sellers.set(tenantId, await readSeller(tx, tenantId));
      return sellers.get(tenantId) ?? null;
    };
    const at = now();
    let owed = 0;
    for (const alert of await lockAlertsBackInStock(tx, londonDate(at), batchSize)) {
      // A shop with no seller recorded sends no mail (the server refuses to start without one).
      const seller = await sellerOf(alert.tenant_id);
      if (!seller) continue;
      const token = mintSecret();
      const view = {
        productName: alert.product_name,
        productUrl: new URL(alert.product_url, seller.siteUrl).toString(),
        unsubscribeUrl: new URL(`${UNSUBSCRIBE_PATH}?token=${token.secret}`, seller.siteUrl).toString(),
      };
      const mail = BackInStock({ view, seller });
      const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
      await oweBackInStockMail(tx, {
        id: randomUUID(),
        alertId: alert.id,
        tenantId: alert.tenant_id,
        recipient: alert.email,
        subject: backInStockSubject(view),
        text,
        html,
        listUnsubscribe: view.unsubscribeUrl,
        at,
      });
      await markAlertNotified(tx, alert.id, token.hash, at);
      owed += 1;
    }
    return owed;
  });
}

/** For the server: the sweep every `intervalMs` (a minute) until stopped. */
export function startStockAlertSweep(options: StockAlertSweepOptions & { intervalMs?: number; log?: Pick<Console, 'error'> }) {
  const log = options.log ?? console;
  const timer = setInterval(
    () => void sweepStockAlerts(options).catch((error) => log.error('The back-in-stock sweep failed.', error)),
    options.intervalMs ?? 60_000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
