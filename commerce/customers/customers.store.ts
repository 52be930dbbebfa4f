import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { REVIEW_COLUMNS } from '../catalogue/index.ts';
import type { CustomerScope, Scope } from '../context.ts';
import { customerUsername } from '../domain/customer-identity.ts';
import type { CustomerRow, Database } from '../store/tables.ts';
import { inScope } from '../store/scope.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';

interface NewCustomerDetails {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

type CreateCustomerResult = { created: CustomerRow } | { emailTaken: true };

/** Inserts a customer; the per-channel unique email index, not a prior read, decides a race. */
export async function createCustomerRecord(
  db: Kysely<Database>,
  scope: Scope,
  details: NewCustomerDetails,
  now: Date,
): Promise<CreateCustomerResult> {
  try {
    const created = await db
      .insertInto('customer')
      .values({
        id: randomUUID(),
        tenant_id: scope.tenantId,
        sales_channel_id: scope.salesChannelId,
        email: details.email,
        first_name: details.firstName,
        last_name: details.lastName,
        phone_number: details.phoneNumber,
        cognito_user: null,
        referral_code: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { created };
  } catch (error) {
    if (isUniqueViolation(error, 'customer_email_per_channel')) return { emailTaken: true };
    throw error;
  }
}

/** Emails are stored lower case, so an exact match on the lower-cased email is case-insensitive. */
export async function findCustomerByEmail(db: Kysely<Database>, scope: Scope, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where(inScope(scope)).where('email', '=', email).executeTakeFirst();
}

export async function findOwnCustomer(db: Kysely<Database>, owner: CustomerScope): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', owner.customerId).where(inScope(owner)).executeTakeFirst();
}

/**
 * Records the customer's identity-service username on their first signed-in read, so the next
 * sign-in (which looks the customer up by email) knows the account exists and skips sign-up.
 */
export async function recordIdentityUser(db: Kysely<Database>, customer: CustomerRow): Promise<CustomerRow> {
  const cognitoUser = customerUsername(customer.sales_channel_id, customer.id);
  await db
    .updateTable('customer')
    .set({ cognito_user: cognitoUser })
    .where('id', '=', customer.id)
    .where('cognito_user', 'is', null)
    .execute();
  return { ...customer, cognito_user: cognitoUser };
}

/** Locks the customer's row so that concurrent changes to their addresses queue behind each other. */
export async function lockOwnCustomer(db: Kysely<Database>, owner: CustomerScope): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', owner.customerId).where(inScope(owner)).forUpdate().executeTakeFirst();
}

export interface CustomerDetailChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
}

export async function updateCustomerDetails(
  db: Kysely<Database>,
  owner: CustomerScope,
  changes: CustomerDetailChanges,
  now: Date,
): Promise<CustomerRow | undefined> {
  return db
    .updateTable('customer')
    .set({
      ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
      ...(changes.phoneNumber !== undefined ? { phone_number: changes.phoneNumber } : {}),
      updated_at: now,
    })
    .where('id', '=', owner.customerId)
    .where(inScope(owner))
    .returningAll()
    .executeTakeFirst();
}

type SetReferralCodeResult = 'set' | 'taken' | 'noSuchCustomer';

/**
 * Gives the customer a referral code. One statement, so it is its own transaction; when two
 * customers race for one code the unique index lets exactly one of them have it.
 */
export async function setReferralCode(db: Kysely<Database>, owner: CustomerScope, code: string, now: Date): Promise<SetReferralCodeResult> {
  try {
    const result = await db
      .updateTable('customer')
      .set({ referral_code: code, updated_at: now })
      .where('id', '=', owner.customerId)
      .where(inScope(owner))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n ? 'set' : 'noSuchCustomer';
  } catch (error) {
    if (isUniqueViolation(error, 'customer_referral_code_per_channel')) return 'taken';
    throw error;
  }
}

/** The customer's credit history, newest first. */
export async function listCredits(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('customer_credit')
    .select(['id', 'created_at', 'amount_pence', 'description'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type CreditRow = Awaited<ReturnType<typeof listCredits>>[number];

/** The customer's credit balance in pence: the sum of their credit history. */
export async function creditBalancePence(db: Kysely<Database>, customerId: string): Promise<number> {
  const balance = await db
    .selectFrom('customer_credit')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_pence'), eb.lit(0)).as('pence'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(balance.pence);
}

/** Reviews the customer wrote, newest first, with the name of the product each is about. */
export async function listCustomerReviews(db: Kysely<Database>, owner: CustomerScope) {
  return db
    .selectFrom('review')
    .leftJoin('product', (join) => join.onRef('product.tenant_id', '=', 'review.tenant_id').onRef('product.id', '=', 'review.product_id'))
    .select(REVIEW_COLUMNS)
    .where('review.tenant_id', '=', owner.tenantId)
    .where('review.customer_id', '=', owner.customerId)
    .orderBy('review.date_published', 'desc')
    .orderBy('review.id', 'desc')
    .execute();
}

export type CustomerReviewRow = Awaited<ReturnType<typeof listCustomerReviews>>[number];
