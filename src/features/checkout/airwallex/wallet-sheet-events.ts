import type { SheetDetailsUpdate, SheetShippingAddress } from '../../../../commerce/shared/index.ts';

/**
 * Airwallex's wallet elements' sheet events in the express checkout's shapes, and the shop's
 * answer in theirs, so a real sheet maps to the quote exactly as the test gateway's stand-in does
 * (the stand-in speaks Payment Request's `shippingaddresschange`/`shippingoptionchange` and takes a
 * PaymentDetailsUpdate; see commerce/shared/wallet-sheet.ts). The shapes are those
 * `@airwallex/components-sdk` declares for `applePayButton` and `googlePayButton`:
 *
 * - Apple Pay: `shippingAddressChange` → `detail.shippingAddress` (ApplePayPaymentContact:
 *   `countryCode`, `postalCode`, `locality`, redacted before authorising); `shippingMethodChange` →
 *   `detail.shippingMethod` (`identifier`, `label`, `detail`, `amount` as a decimal string). The
 *   element is updated with `amount`, `shippingMethods` (the first is the one selected) and `errors`
 *   (ApplePayError: `addressUnserviceable` on `postalCode`).
 * - Google Pay: both events → `detail.intermediatePaymentData` (`shippingAddress`: an
 *   IntermediateAddress, `countryCode`, `postalCode` cut to its first three characters in the UK,
 *   `locality`; `shippingOptionData.id`, which is `shipping_option_unselected` before any option was
 *   offered). The element is updated with `amount`, `shippingOptionParameters` (`shippingOptions`
 *   of `id`, `label`, `description`, and `defaultSelectedOptionId`) and `error` (PaymentDataError:
 *   `SHIPPING_ADDRESS_UNSERVICEABLE` for the `SHIPPING_ADDRESS` intent).
 */
export type WalletElementType = 'applePayButton' | 'googlePayButton';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value.trim() : null);

/** Google's placeholder option id: the sheet has not been offered real options yet. */
const GOOGLE_UNSELECTED = 'shipping_option_unselected';

/** Google Pay's payload of both sheet events (IntermediatePaymentData), or null. */
function intermediate(event: unknown): Record<string, unknown> | null {
  return isRecord(event) && isRecord(event.detail) && isRecord(event.detail.intermediatePaymentData)
    ? event.detail.intermediatePaymentData
    : null;
}

/** The part of the sheet's address a wallet discloses before the shopper pays, as the quote takes it; null when it gave none usable. */
export function sheetAddressOf(element: WalletElementType, event: unknown): SheetShippingAddress | null {
  const address =
    element === 'applePayButton'
      ? isRecord(event) && isRecord(event.detail)
        ? event.detail.shippingAddress
        : null
      : intermediate(event)?.shippingAddress;
  if (!isRecord(address)) return null;
  const country = text(address.countryCode, 2)?.toUpperCase() ?? '';
  const postalCode = text(address.postalCode, 12) ?? '';
  if (!/^[A-Z]{2}$/.test(country) || !postalCode) return null;
  return { country, postalCode, city: text(address.locality, 100) ?? '' };
}

/** The id of the option the shopper picked in the sheet (one of the shop's sheetOptionId), or null when none was. */
export function sheetOptionOf(element: WalletElementType, event: unknown): string | null {
  const id =
    element === 'applePayButton'
      ? isRecord(event) && isRecord(event.detail) && isRecord(event.detail.shippingMethod)
        ? text(event.detail.shippingMethod.identifier, 64)
        : null
      : (() => {
          const option = intermediate(event)?.shippingOptionData;
          return isRecord(option) ? text(option.id, 64) : null;
        })();
  return id && id !== GOOGLE_UNSELECTED ? id : null;
}

/** A PaymentCurrencyAmount's decimal string as the element's amount (a number of pounds). */
const elementAmount = (amount: { currency: string; value: string }) => ({ value: Number(amount.value), currency: amount.currency });

/**
 * The shop's answer to a sheet event (the same PaymentDetailsUpdate the stand-in is sent) as the
 * options the wallet element is updated with: the total, the delivery options with the picked one
 * selected, or, for an address the shop cannot reach, no option and the shop's words on the postcode.
 */
export function elementSheetUpdate(element: WalletElementType, update: SheetDetailsUpdate): Record<string, unknown> {
  const amount = elementAmount(update.total.amount);
  const refusal = update.shippingAddressErrors?.postalCode ?? update.error;
  if (element === 'applePayButton') {
    // Apple Pay selects the first shipping method: the picked one leads.
    const methods = [...update.shippingOptions].sort((a, b) => Number(b.selected) - Number(a.selected));
    return {
      amount,
      shippingMethods: methods.map((option) => ({
        identifier: option.id,
        label: option.label,
        detail: '',
        amount: option.amount.value,
      })),
      ...(refusal ? { errors: [{ code: 'addressUnserviceable', contactField: 'postalCode', message: refusal }] } : {}),
    };
  }
  const selected = update.shippingOptions.find((option) => option.selected) ?? update.shippingOptions[0];
  return {
    amount,
    ...(update.shippingOptions.length > 0
      ? {
          shippingOptionParameters: {
            shippingOptions: update.shippingOptions.map((option) => ({
              id: option.id,
              label: option.label,
              description: `£${option.amount.value}`,
            })),
            ...(selected ? { defaultSelectedOptionId: selected.id } : {}),
          },
        }
      : {}),
    ...(refusal ? { error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', intent: 'SHIPPING_ADDRESS', message: refusal } } : {}),
  };
}
