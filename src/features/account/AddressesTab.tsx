import { useRef, useState } from 'react';
import {
  addressSummary,
  addressTypeOf,
  draftFromSavedAddress,
  EMPTY_SAVED_ADDRESS,
  placeAddressError,
  savedAddressInput,
  type SavedAddressDraft,
} from './saved-address-form.ts';
import type { SavedAddressFragment } from '../../lib/commerce/gql/graphql.ts';
import type { AccountCustomer } from './AccountPage.tsx';
import { withAccount, type AccountResult } from './account-session.ts';
import { AddressForm, type SaveRefusal } from './AddressForm.tsx';
import { AddressLines } from '../../lib/addresses/AddressLines.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

const TYPE_WORDS = { shipping: 'delivery', billing: 'billing' } as const;

/** Which address is open for a change, if any. */
type Mode = { kind: 'list' } | { kind: 'adding' } | { kind: 'editing'; id: string } | { kind: 'confirmingDelete'; id: string };

function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddressFragment;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const type = TYPE_WORDS[addressTypeOf(address)];
  return (
    <>
      <AddressLines address={address} />
      <p className="account-address__type">{address.isDefault ? <strong>Your default {type} address</strong> : `A ${type} address`}</p>
      <div className="account-actions">
        <button type="button" className="button" onClick={onEdit}>
          Edit<span className="visually-hidden"> {addressSummary(address)}</span>
        </button>
        <button type="button" className="button" onClick={onDelete}>
          Delete<span className="visually-hidden"> {addressSummary(address)}</span>
        </button>
        {!address.isDefault && (
          <button type="button" className="link-button" aria-disabled={busy || undefined} onClick={() => !busy && onMakeDefault()}>
            Make this my default {type} address
          </button>
        )}
      </div>
    </>
  );
}

export function AddressesTab({ customer, onCustomer }: { customer: AccountCustomer; onCustomer: (customer: AccountCustomer) => void }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addresses = customer.addresses;

  /** The API orders them (defaults first) and settles which is the default: ask it again. */
  async function reload(done: string) {
    const result = await withAccount((calls, onError) => calls.customers.getMyAddresses(onError));
    if (result.kind === 'done') onCustomer({ ...customer, addresses: result.value });
    setMode({ kind: 'list' });
    setStatus(done);
    heading.current?.focus();
  }

  /** Saves the form's address; a refusal goes back to the form, by the field it names. */
  async function save(draft: SavedAddressDraft, id: string | null): Promise<SaveRefusal> {
    const input = savedAddressInput(draft, id);
    const result = await withAccount((calls, onError) =>
      id ? calls.customers.updateAddress(input, onError) : calls.customers.createAddress(input, onError),
    );
    if (result.kind === 'failed') return placeAddressError(result.error);
    if (result.kind === 'done') await reload(id ? 'Address saved.' : 'Address added.');
    return null;
  }

  async function change(run: () => Promise<AccountResult<unknown>>, done: string) {
    setBusy(true);
    setProblem(null);
    setStatus('');
    const result = await run();
    setBusy(false);
    if (result.kind === 'done') await reload(done);
    else if (result.kind === 'failed') setProblem(result.message);
  }

  const remove = (address: SavedAddressFragment) =>
    change(
      () => withAccount((calls, onError) => calls.customers.deleteAddress(address.id, address.addressType, customer.id, onError)),
      'Address deleted.',
    );
  const makeDefault = (address: SavedAddressFragment) =>
    change(
      () => withAccount((calls, onError) => calls.customers.updateAddress({ id: address.id, isDefault: true }, onError)),
      `That is now your default ${TYPE_WORDS[addressTypeOf(address)]} address.`,
    );

  return (
    <section aria-labelledby="addresses-heading">
      <h2 id="addresses-heading" ref={heading} tabIndex={-1}>
        Addresses
      </h2>
      <p role="status" className="account-status">
        {status}
      </p>
      <FormAlert message={problem} />
      {addresses.length === 0 && mode.kind !== 'adding' && <p>You have no saved addresses yet. Add one to fill in the checkout faster.</p>}
      <ul className="account-list" data-testid="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="account-card" data-address={address.id}>
            {mode.kind === 'editing' && mode.id === address.id ? (
              <AddressForm
                initial={draftFromSavedAddress(address)}
                isNew={false}
                legend={`Change ${addressSummary(address)}`}
                onSave={(draft) => save(draft, address.id)}
                onCancel={() => setMode({ kind: 'list' })}
              />
            ) : mode.kind === 'confirmingDelete' && mode.id === address.id ? (
              // biome-ignore lint/a11y/useSemanticElements: an inline yes/no prompt, not a form; a fieldset would bring a form's frame.
              <div role="group" aria-label="Confirm deleting this address">
                <p>
                  <strong>Delete {addressSummary(address)}?</strong> You cannot undo this.
                </p>
                <div className="account-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    aria-disabled={busy || undefined}
                    // biome-ignore lint/a11y/noAutofocus: the prompt replaces the Delete button the shopper just pressed; focus must land in it.
                    autoFocus
                    onClick={() => !busy && void remove(address)}
                  >
                    {busy ? 'Deleting…' : 'Yes, delete it'}
                  </button>
                  <button type="button" className="button" onClick={() => setMode({ kind: 'list' })}>
                    Keep it
                  </button>
                </div>
              </div>
            ) : (
              <AddressCard
                address={address}
                busy={busy}
                onEdit={() => setMode({ kind: 'editing', id: address.id })}
                onDelete={() => setMode({ kind: 'confirmingDelete', id: address.id })}
                onMakeDefault={() => void makeDefault(address)}
              />
            )}
          </li>
        ))}
      </ul>
      {mode.kind === 'adding' ? (
        <div className="account-card">
          <AddressForm
            initial={{ ...EMPTY_SAVED_ADDRESS, firstName: customer.firstName, lastName: customer.lastName }}
            isNew
            legend="New address"
            onSave={(draft) => save(draft, null)}
            onCancel={() => setMode({ kind: 'list' })}
          />
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setMode({ kind: 'adding' })}>
          Add an address
        </button>
      )}
    </section>
  );
}
