import { useId, useState } from 'react';
import { customerCalls } from '../../lib/commerce/customers.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';

const customers = customerCalls(storefrontTransport, shopChannel);

export type FoundAddress = Awaited<ReturnType<typeof customers.getAddressesByPostCode>>[number];

/**
 * "Find your address by postcode": the addresses at a postcode, one chosen fills the form. The
 * checkout and the account's address book both offer it. Enter searches (this box may sit in
 * an address form, whose submit it must not trigger).
 */
export function PostcodeLookup({ initial, onChoose }: { initial: string; onChoose: (address: FoundAddress) => void }) {
  const [lookup, setLookup] = useState(initial);
  const [found, setFound] = useState<FoundAddress[] | null>(null);
  const lookupId = useId();
  const pickId = useId();
  const findAddresses = async () => {
    setFound(await customers.getAddressesByPostCode(lookup));
  };

  return (
    <div className="postcode-lookup">
      <label htmlFor={lookupId}>Find your address by postcode</label>
      <div className="field-inline">
        <input
          id={lookupId}
          value={lookup}
          autoComplete="postal-code"
          onChange={(e) => setLookup(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void findAddresses();
            }
          }}
        />
        <button type="button" className="button" onClick={() => void findAddresses()}>
          Find address
        </button>
      </div>
      {/* Always in the page, so screen readers announce what the lookup found. */}
      <p role="status" className={found && found.length === 0 ? undefined : 'visually-hidden'}>
        {found === null
          ? ''
          : found.length === 0
            ? 'We found no addresses for that postcode. Enter the address below.'
            : `${found.length} ${found.length === 1 ? 'address' : 'addresses'} found. Choose yours from the list.`}
      </p>
      {found && found.length > 0 && (
        <div className="field">
          <label htmlFor={pickId}>Choose your address ({found.length} found)</label>
          <select
            id={pickId}
            defaultValue=""
            onChange={(e) => {
              const chosen = found.find((a) => a.id === e.currentTarget.value);
              if (chosen) onChoose(chosen);
            }}
          >
            <option value="" disabled>
              Select…
            </option>
            {found.map((a) => (
              <option key={a.id} value={a.id}>
                {[a.company, a.line1, a.line2, a.city].filter(Boolean).join(', ')}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
