import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $chosenPostcode } from './chosen-postcode.ts';
import { $orderSlice } from './order-slice.ts';
import { shopperPostcode } from './postcode-precedence.ts';
import { $savedPostcodes, loadSavedPostcodes } from './saved-postcodes.ts';

/**
 * The postcode estimates are for, on the product page and in the basket alike (the one chosen,
 * else the order's, else a saved address's, else the channel's default: shopperPostcode), and
 * where it came from ('default': the shopper has given none).
 */
export function useShopperPostcode(defaultPostcode: string): ReturnType<typeof shopperPostcode> {
  const chosen = useStore($chosenPostcode);
  const { order } = useStore($orderSlice);
  const saved = useStore($savedPostcodes);
  useEffect(() => {
    void loadSavedPostcodes();
  }, []);
  return shopperPostcode({
    chosen,
    orderShippingPostcodes: order?.shippingAddress.map((a) => a.postCode) ?? [],
    savedAddressPostcodes: saved,
    defaultPostcode,
  });
}
