import type { Kysely, Transaction } from 'kysely';
import type { CommerceContext } from '../context.ts';
import { apiError } from '../errors.ts';
import type { AddressType, CustomerAddressRow, CustomerRow, Database } from '../store/tables.ts';
import { checkAddress, type AddressDraft, type AddressFields } from './address-rules.ts';
import {
  addressFieldsOf,
  clearDefaultAddress,
  deleteOwnAddress,
  findOwnAddress,
  hasAddressOfType,
  insertAddress,
  promoteNewestAddress,
  replaceAddress,
} from './addresses.store.ts';
import type { CustomerScope } from '../context.ts';
import { lockOwnCustomer, updateCustomerDetails, type CustomerDetailChanges } from './customers.store.ts';

const ACCOUNT_NOT_FOUND = 'We could not find your account. Please sign in again.';
const NO_SUCH_ADDRESS = 'You have no saved address with that id.';

/**
 * Runs one change to the signed-in customer's own account in a transaction that first locks
 * their customer row: concurrent changes to their details and addresses queue behind each
 * other, so "one default address per type" holds. Any error rolls the whole change back.
 */
async function changeOwnAccount<T>(
  db: Kysely<Database>,
  owner: CustomerScope,
  change: (tx: Transaction<Database>, customer: CustomerRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const customer = await lockOwnCustomer(tx, owner);
    if (!customer) throw apiError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    return change(tx, customer);
  });
}

function validAddress(draft: AddressDraft): AddressFields {
  const checked = checkAddress(draft);
  if (!checked.ok) throw apiError('BAD_USER_INPUT', `input.${checked.field}: ${checked.message}`, { field: `input.${checked.field}` });
  return checked.address;
}

/** The email is how the customer signs in, so sending a different one is refused, not ignored. */
export async function updateOwnDetails(
  ctx: CommerceContext,
  owner: CustomerScope,
  email: string | null | undefined,
  changes: CustomerDetailChanges,
): Promise<CustomerRow> {
  const updated = await changeOwnAccount(ctx.db, owner, async (tx, customer) => {
    if (email != null && email !== customer.email) {
      throw apiError(
        'BAD_USER_INPUT',
        'input.email: your email address is how you sign in, so it cannot be changed here. Leave it out, or contact us to change it.',
        { field: 'input.email' },
      );
    }
    return updateCustomerDetails(tx, owner, changes, ctx.now());
  });
  if (!updated) throw apiError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return updated;
}

/** The first address of a type becomes its default whether asked or not. */
export async function addOwnAddress(
  ctx: CommerceContext,
  owner: CustomerScope,
  type: AddressType,
  draft: AddressDraft,
  makeDefault: boolean,
): Promise<CustomerAddressRow> {
  const address = validAddress(draft);
  return changeOwnAccount(ctx.db, owner, async (tx) => {
    const isDefault = makeDefault || !(await hasAddressOfType(tx, owner, type));
    if (isDefault) await clearDefaultAddress(tx, owner, type);
    return insertAddress(tx, owner, type, address, isDefault, ctx.now());
  });
}

/**
 * Merges the caller's changes onto the stored address and checks the result as a whole.
 * `isDefault` left out keeps the address's current standing.
 */
export async function editOwnAddress(
  ctx: CommerceContext,
  owner: CustomerScope,
  id: string,
  changes: { addressType: AddressType | null | undefined; draft: AddressDraft; isDefault: boolean | null | undefined },
): Promise<CustomerAddressRow> {
  const saved = await changeOwnAccount(ctx.db, owner, async (tx) => {
    const stored = await findOwnAddress(tx, owner, id);
    if (!stored) throw apiError('NOT_FOUND', NO_SUCH_ADDRESS);
    if (changes.addressType && changes.addressType !== stored.address_type) {
      throw apiError(
        'BAD_USER_INPUT',
        `input.addressType: a saved address cannot change type; add a new ${changes.addressType} address instead.`,
        {
          field: 'input.addressType',
        },
      );
    }
    const address = validAddress({ ...addressFieldsOf(stored), ...changes.draft });
    const isDefault = changes.isDefault ?? stored.is_default;
    if (isDefault && !stored.is_default) await clearDefaultAddress(tx, owner, stored.address_type);
    return replaceAddress(tx, owner, stored.id, address, isDefault);
  });
  if (!saved) throw apiError('NOT_FOUND', NO_SUCH_ADDRESS);
  return saved;
}

/** When the default goes, the newest remaining address of its type takes its place. */
export async function removeOwnAddress(ctx: CommerceContext, owner: CustomerScope, id: string, type: AddressType | null): Promise<void> {
  await changeOwnAccount(ctx.db, owner, async (tx) => {
    const deleted = await deleteOwnAddress(tx, owner, id, type);
    if (!deleted) throw apiError('NOT_FOUND', `You have no saved ${type ? `${type} ` : ''}address with that id.`);
    if (deleted.is_default) await promoteNewestAddress(tx, owner, deleted.address_type);
  });
}
