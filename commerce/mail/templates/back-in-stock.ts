import { createElement as h } from 'react';
import type { SellerIdentity } from '../../domain/seller.ts';
import { h1, link, mailLayout, p } from './mail-layout.ts';

export interface BackInStockView {
  productName: string;
  /** Absolute URL of the product's page. */
  productUrl: string;
  /** Absolute one-click unsubscribe URL (also the List-Unsubscribe header). */
  unsubscribeUrl: string;
}

export const backInStockSubject = (view: BackInStockView) => `${view.productName} is back in stock`;

/** The one mail a stock alert sends. */
export function BackInStock({ view, seller }: { view: BackInStockView; seller: SellerIdentity }) {
  return mailLayout(seller, `${view.productName} is back in stock.`, [
    h1(`${view.productName} is back`),
    p('You asked us to tell you when this is back in stock. It is, while it lasts: this is the only email we send about it.'),
    p(link(view.productUrl, `See ${view.productName}`)),
    h(
      'p',
      { key: 'unsubscribe', style: { fontSize: '14px', color: '#57534e' } },
      'Do not want these emails? ',
      link(view.unsubscribeUrl, 'Unsubscribe from stock alerts'),
      '.',
    ),
  ]);
}
