import type { Kysely } from 'kysely';
import {
  creditAdjustment,
  creditAdjustmentDescription,
  creditEntryPence,
  type CreditAdjustmentKind,
} from '../domain/pricing/credit-adjustment.ts';
import { toPounds } from '../domain/money.ts';
import { creditBalancePence } from '../customers/index.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';
import { apiError } from '../errors.ts';
import type { Database } from '../store/tables.ts';
import {
  findShopCreditEntryByRequestKey,
  insertShopCreditEntry,
  lockDeskCustomer,
  ONE_ENTRY_PER_REQUEST_KEY,
} from './admin-customers.store.ts';
import { oweCreditChangedMail } from '../order-mail/index.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Staff } from '../staff-access.ts';

export interface CreditChangeRequest {
  staff: Staff;
  customerId: string;
  kind: CreditAdjustmentKind;
  amountPence: number;
  reason: string;
  /** The desk's key for this change (one per form submission): sent again, it changes nothing more. */
  requestKey: string;
  at: Date;
}

const KEY_REUSED = 'requestKey: this key was already used for a different credit change. Send a new key (a fresh UUID) for each change.';

/**
 * Grants or removes credit: under the customer's lock, checks the amount against the balance,
 * writes the shop's entry in the customer's credit history, the customer's mail (new balance and
 * reason) in the outbox and the audit entry, all in one transaction. The same request sent again (a replay, a double send, a retry after a lost
 * answer) finds the entry its key made and writes nothing: it is checked under the same lock,
 * so a copy racing the first waits for it and then sees its entry. Throws NOT_FOUND for a
 * customer of another tenant, BAD_USER_INPUT with the rule's words for an amount the rule
 * refuses, CONFLICT for a key that made a different change.
 */
export async function changeCustomerCredit(db: Kysely<Database>, request: CreditChangeRequest): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      const customer = await lockDeskCustomer(tx, request.staff.tenantId, request.customerId);
      if (!customer) throw apiError('NOT_FOUND', 'No customer of this shop has that id.');
      const description = creditAdjustmentDescription(request.kind, request.reason);
      const earlier = await findShopCreditEntryByRequestKey(tx, request.requestKey);
      if (earlier) {
        const same =
          earlier.customer_id === customer.id &&
          earlier.amount_pence === creditEntryPence(request.kind, request.amountPence) &&
          earlier.description === description;
        if (same) return;
        throw apiError('CONFLICT', KEY_REUSED, { field: 'requestKey' });
      }
      const balancePence = await creditBalancePence(tx, customer.id);
      const adjustment = creditAdjustment(request.kind, request.amountPence, balancePence);
      if (!adjustment.ok) throw apiError('BAD_USER_INPUT', `amount: ${adjustment.message}`, { field: 'amount' });
      const entryId = await insertShopCreditEntry(tx, {
        customerId: customer.id,
        amountPence: adjustment.entryPence,
        description,
        at: request.at,
        requestKey: request.requestKey,
      });
      // The reason is customer-facing: their credit history shows it (creditAdjustmentDescription).
      await oweCreditChangedMail(
        tx,
        {
          tenantId: request.staff.tenantId,
          entryId,
          email: customer.email,
          facts: {
            kind: request.kind,
            amountPence: request.amountPence,
            balancePence: adjustment.balanceAfterPence,
            reason: request.reason,
            firstName: customer.first_name,
          },
        },
        request.at,
      );
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
  } catch (error) {
    // Only a copy aimed at another customer can get here (copies for one customer queue on its lock).
    if (isUniqueViolation(error, ONE_ENTRY_PER_REQUEST_KEY)) throw apiError('CONFLICT', KEY_REUSED, { field: 'requestKey' });
    throw error;
  }
}
