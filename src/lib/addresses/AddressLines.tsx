import { addressLines, type PrintableAddress } from './address-lines.ts';

/** An address printed as lines, as orders and the address book show it. */
export function AddressLines({ address, testId }: { address: PrintableAddress; testId?: string }) {
  return (
    <address className="order-address" data-testid={testId}>
      {addressLines(address).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an address's lines never reorder, and two may read the same.
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
