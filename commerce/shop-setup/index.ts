/**
 * The face of the shop set-up: recording a shop (the rows every UK shop needs, its reference data
 * and storefront key, the bank holidays) and whether it is ready to take orders. No feature uses
 * it yet: server/, scripts/ and dev/ do (they may reach inside); a feature that comes to need it
 * takes it from here.
 */
export { buildSettings, initShop } from './shop-init.ts';
export { shopSetUpWarning } from './shop-readiness.ts';
export { shopReference } from './shop-reference.ts';
export { recordBankHolidays, recordShopReference, recordStorefrontKey } from './shop-setup.store.ts';
