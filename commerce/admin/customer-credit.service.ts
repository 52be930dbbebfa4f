import type { Kysely } from 'kysely';
import { creditAdjustment, creditAdjustmentDescription, type CreditAdjustmentKind } from '../domain/pricing/credit-adjustment.ts';
import { toPounds } from '../domain/money.ts';
import { creditBalancePence } from '../customers/customers.store.ts';
import { apiError } from '../errors.ts';
import type { Database } from '../store/tables.ts';
import { insertShopCreditEntry, lockDeskCustomer } from './admin-customers.store.ts';
import { recordAdminChange } from './audit.store.ts';
import type { Staff } from './staff-access.ts';

export interface CreditChangeRequest {
  staff: Staff;
  customerId: string;
  kind: CreditAdjustmentKind;
  amountPence: number;
  reason: string;
  at: Date;
}

/**
 * Grants or removes credit: under the customer's lock, checks the amount against the balance,
 * writes the shop's entry in the customer's credit history and the audit entry, all in one
 * transaction. Throws NOT_FOUND for a customer of another tenant, BAD_USER_INPUT with the rule's
 * words for an amount the rule refuses.
 */
export async function changeCustomerCredit(db: Kysely<Database>, request: CreditChangeRequest): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const customer = await lockDeskCustomer(tx, request.staff.tenantId, request.customerId);
    if (!customer) throw apiError('NOT_FOUND', 'No customer of this shop has that id.');
    const balancePence = await creditBalancePence(tx, customer.id);
    const adjustment = creditAdjustment(request.kind, request.amountPence, balancePence);
    if (!adjustment.ok) throw apiError('BAD_USER_INPUT', `amount: ${adjustment.message}`, { field: 'amount' });
    const entryId = await insertShopCreditEntry(tx, {
      customerId: customer.id,
      amountPence: adjustment.entryPence,
      description: creditAdjustmentDescription(request.kind, request.reason),
      at: request.at,
    });
    await recordAdminChange(tx, {
      staff: request.staff,
      at: request.at,
      action: request.kind === 'grant' ? 'customer.credit.grant' : 'customer.credit.remove',
      subjectKind: 'customer',
      subjectId: customer.id,
      before: { email: customer.email, creditBalance: toPounds(balancePence) },
      after: {
        email: customer.email,
        creditBalance: toPounds(adjustment.balanceAfterPence),
        creditEntry: entryId,
        amount: toPounds(adjustment.entryPence),
      },
      reason: request.reason,
    });
  });
}
