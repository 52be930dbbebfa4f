import { deliveryCalls } from '../../lib/commerce/delivery.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { $chosenPostcode } from './chosen-postcode.ts';
import { $orderSlice } from './order-slice.ts';
import { shopperPostcode } from './postcode-precedence.ts';
import { $savedPostcodes, loadSavedPostcodes } from './saved-postcodes.ts';
import type { SizeDeliveryDeps } from './size-delivery.ts';

const delivery = deliveryCalls(storefrontTransport, shopChannel);

/** The buy-box's postcode and delivery read, shared with the size comparison. */
const deps: SizeDeliveryDeps = {
  // Unlike the buy-box's estimate, the channel's default postcode does not count: prices with
  // delivery to somebody else's door would mislead.
  knownPostcode: () => {
    const { postcode, source } = shopperPostcode({
      chosen: $chosenPostcode.get(),
      orderShippingPostcodes: $orderSlice.get().order?.shippingAddress.map((address) => address.postCode) ?? [],
      savedAddressPostcodes: $savedPostcodes.get(),
      defaultPostcode: '',
    });
    return source === 'default' ? null : postcode;
  },
  loadSavedPostcodes,
  choosePostcode: (postcode) => $chosenPostcode.set(postcode),
  onPostcodeChosen: (listener) => $chosenPostcode.listen(listener),
  getProductDates: (skuCode, postcode) => delivery.getProductDates(skuCode, postcode),
};

/**
 * Shows the size comparison's "Show delivery to your postcode" (SizeComparison.astro) and loads
 * what it does on the first press. Started by the product page's buy-box script
 * (ProductBuyBox.astro), which already holds the postcode stores: a script of the comparison's own
 * that imported them split the page's shared code into more chunks and cost every island page
 * about 1 KB gzip (measured).
 */
export function offerSizeDelivery(): void {
  const part = document.querySelector<HTMLElement>('[data-size-delivery]');
  const open = part?.querySelector<HTMLButtonElement>('[data-delivery-open]');
  const section = part?.closest<HTMLElement>('.size-comparison');
  if (!part || !open || !section) return;
  const start = () => {
    open.removeEventListener('click', start);
    import('./size-delivery.ts')
      .then(({ openSizeDelivery }) => openSizeDelivery(section, deps))
      .catch((error: unknown) => {
        // Offline, or a new build took the chunk away: the next press tries again.
        console.error('Could not load the delivery comparison.', error);
        open.addEventListener('click', start);
      });
  };
  open.addEventListener('click', start);
  part.hidden = false;
}
