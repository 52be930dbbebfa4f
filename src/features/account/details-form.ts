import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkContact } from '../../lib/forms/contact-address-form.ts';
import type { CustomerInput } from '../../lib/commerce/gql/graphql.ts';

/** The details a customer may change. The email is how they sign in, so it is not here. */
export interface DetailsDraft {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export function draftFromCustomer(customer: { firstName: string; lastName: string; phoneNumber: string | null }): DetailsDraft {
  return { firstName: customer.firstName, lastName: customer.lastName, phoneNumber: customer.phoneNumber ?? '' };
}

/** The checkout's checks for names and phone, so both forms ask for the same things. */
export function checkDetails(draft: DetailsDraft): FieldErrors {
  const { email: _notChangedHere, ...errors } = checkContact({ ...draft, email: '' });
  return errors;
}

/** An emptied phone goes as null: the API clears it. */
export function detailsInput(draft: DetailsDraft): CustomerInput {
  const phone = draft.phoneNumber.trim();
  return { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), phoneNumber: phone === '' ? null : phone };
}
