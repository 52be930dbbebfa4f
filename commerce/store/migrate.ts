import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Kysely } from 'kysely';
import * as catalogueAndCarts from './migrations/0001_catalogue_and_carts.ts';
import * as customersAndOrderDetails from './migrations/0002_customers_and_order_details.ts';
import * as paymentGateways from './migrations/0003_payment_gateways.ts';
import * as delivery from './migrations/0004_delivery.ts';
import * as cartLinks from './migrations/0005_cart_links.ts';
import * as dropChannelDefaultPostcode from './migrations/0006_drop_channel_default_postcode.ts';
import * as payments from './migrations/0007_payments.ts';
import * as orderReceiptKeys from './migrations/0008_order_receipt_keys.ts';
import * as testCardChallengeTokens from './migrations/0009_test_card_challenge_tokens.ts';
import * as rateLimits from './migrations/0010_rate_limits.ts';
import * as mailOutbox from './migrations/0011_mail_outbox.ts';
import * as seller from './migrations/0012_seller.ts';
import * as mailBounces from './migrations/0013_mail_bounces.ts';
import * as reviewModeration from './migrations/0014_review_moderation.ts';
import * as sellerOpeningHours from './migrations/0015_seller_opening_hours.ts';
import * as stockAlerts from './migrations/0016_stock_alerts.ts';
import * as catalogueChangeNotices from './migrations/0017_catalogue_change_notices.ts';
import * as referralRewards from './migrations/0019_referral_rewards.ts';
import * as contentWebhookDeliveries from './migrations/0020_content_webhook_deliveries.ts';
import * as adminAudit from './migrations/0021_admin_audit.ts';
import * as orderDesk from './migrations/0022_order_desk.ts';
import * as adminCatalogue from './migrations/0023_admin_catalogue.ts';
import * as presaleChangeNotices from './migrations/0024_presale_change_notices.ts';
import * as creditRequestKeysAndAuditGuard from './migrations/0025_credit_request_keys_and_audit_guard.ts';
import * as guestOrderClaims from './migrations/0026_guest_order_claims.ts';
import * as identitySignOuts from './migrations/0027_identity_sign_outs.ts';
import * as deliveryVatTreatment from './migrations/0028_delivery_vat_treatment.ts';
import * as palletLoads from './migrations/0029_pallet_loads.ts';
import * as storefrontKeyHashes from './migrations/0030_storefront_key_hashes.ts';
import * as productRetirement from './migrations/0031_product_retirement.ts';
import * as sellerAndDeliveryChangeNotices from './migrations/0032_seller_and_delivery_change_notices.ts';
import * as paymentGatewayTypeOpen from './migrations/0033_payment_gateway_type_open.ts';
import * as deskMail from './migrations/0035_desk_mail.ts';
import * as deliveryPlans from './migrations/0036_delivery_plans.ts';
import * as deskDay from './migrations/0039_desk_day.ts';
import * as orderSearchIndexes from './migrations/0040_order_search_indexes.ts';
import * as orderPaidWith from './migrations/0042_order_paid_with.ts';
import * as surchargesPerConsignment from './migrations/0044_surcharges_per_consignment.ts';
import * as vanRuns from './migrations/0045_van_runs.ts';
import * as preorderDelivery from './migrations/0046_preorder_delivery.ts';
import * as balanceDue from './migrations/0047_balance_due.ts';
import * as balancePayments from './migrations/0049_balance_payments.ts';
import * as balancePaidWith from './migrations/0052_balance_paid_with.ts';
import * as expressCarts from './migrations/0051_express_carts.ts';

/**
 * Migrations are listed here, not discovered on disk, so a bundled or type-stripped build
 * runs exactly the set that was reviewed. Names sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  '0001_catalogue_and_carts': catalogueAndCarts,
  '0002_customers_and_order_details': customersAndOrderDetails,
  '0003_payment_gateways': paymentGateways,
  '0004_delivery': delivery,
  '0005_cart_links': cartLinks,
  '0006_drop_channel_default_postcode': dropChannelDefaultPostcode,
  '0007_payments': payments,
  '0008_order_receipt_keys': orderReceiptKeys,
  '0009_test_card_challenge_tokens': testCardChallengeTokens,
  '0010_rate_limits': rateLimits,
  '0011_mail_outbox': mailOutbox,
  '0012_seller': seller,
  '0013_mail_bounces': mailBounces,
  '0014_review_moderation': reviewModeration,
  '0015_seller_opening_hours': sellerOpeningHours,
  '0016_stock_alerts': stockAlerts,
  '0017_catalogue_change_notices': catalogueChangeNotices,
  '0019_referral_rewards': referralRewards,
  '0020_content_webhook_deliveries': contentWebhookDeliveries,
  '0021_admin_audit': adminAudit,
  '0022_order_desk': orderDesk,
  '0023_admin_catalogue': adminCatalogue,
  '0024_presale_change_notices': presaleChangeNotices,
  '0025_credit_request_keys_and_audit_guard': creditRequestKeysAndAuditGuard,
  '0026_guest_order_claims': guestOrderClaims,
  '0027_identity_sign_outs': identitySignOuts,
  '0028_delivery_vat_treatment': deliveryVatTreatment,
  '0029_pallet_loads': palletLoads,
  '0030_storefront_key_hashes': storefrontKeyHashes,
  '0031_product_retirement': productRetirement,
  '0032_seller_and_delivery_change_notices': sellerAndDeliveryChangeNotices,
  '0033_payment_gateway_type_open': paymentGatewayTypeOpen,
  '0035_desk_mail': deskMail,
  '0036_delivery_plans': deliveryPlans,
  '0039_desk_day': deskDay,
  '0040_order_search_indexes': orderSearchIndexes,
  '0042_order_paid_with': orderPaidWith,
  '0044_surcharges_per_consignment': surchargesPerConsignment,
  '0045_van_runs': vanRuns,
  '0046_preorder_delivery': preorderDelivery,
  '0047_balance_due': balanceDue,
  '0049_balance_payments': balancePayments,
  '0051_express_carts': expressCarts,
  '0052_balance_paid_with': balancePaidWith,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the typed one they produce.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown'));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}

/** The reviewed migrations this database has not run yet, in the order they would run; empty: current. */
// biome-ignore lint/suspicious/noExplicitAny: reads the migration table only, whatever the schema.
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** The error a production start gives on a database that is behind: it names what to run. */
export function databaseBehindError(pending: readonly string[]): Error {
  return new Error(
    `The database is behind this release: ${pending.length} migration(s) not applied (${pending.join(', ')}). Run \`npm run migrate\` with the same DATABASE_URL (or HEARTH_DATA_DIR), then start the server.`,
  );
}
