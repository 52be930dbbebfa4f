import { persistentAtom } from '@nanostores/persistent';

/** The postcode the shopper chose for delivery estimates, kept between visits. */
export const POSTCODE_STORAGE_KEY = 'ecomHelper:postcode';

export const $chosenPostcode = persistentAtom<string>(POSTCODE_STORAGE_KEY, '');
