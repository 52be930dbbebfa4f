import {
  confirmResetPassword,
  confirmUserAttribute,
  resetPassword,
  sendUserAttributeVerificationCode,
  updatePassword,
} from 'aws-amplify/auth';
import { identityCall } from './amplify.ts';
import { EMPTY_CODE, EMPTY_PASSWORD, EMPTY_USERNAME, IdentityError, requireFilled } from './identity-errors.ts';

/*
 * The password and attribute calls of the brief (§4, §5). Customers here sign in with an
 * emailed code, so these serve accounts that also have a password and the email change; each
 * refuses empty input with the brief's message before calling the service.
 */

/** Forgot password: mails a reset code to the user. */
export async function forgotPassword(username: string) {
  const name = requireFilled(username, EMPTY_USERNAME);
  return identityCall(() => resetPassword({ username: name }));
}

/** Forgot-password submit: username, the mailed code and the new password are all required. */
export async function confirmForgotPassword(username: string, code: string, newPassword: string): Promise<void> {
  const name = requireFilled(username, EMPTY_USERNAME);
  const confirmationCode = requireFilled(code, EMPTY_CODE);
  if (!newPassword) throw new IdentityError('emptyInput', EMPTY_PASSWORD);
  return identityCall(() => confirmResetPassword({ username: name, confirmationCode, newPassword }));
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  if (!oldPassword || !newPassword) throw new IdentityError('emptyInput', EMPTY_PASSWORD);
  return identityCall(() => updatePassword({ oldPassword, newPassword }));
}

/** Sends a code to verify an attribute (the email after a change). */
export async function sendAttributeVerificationCode(attribute: 'email' | 'phone_number') {
  return identityCall(() => sendUserAttributeVerificationCode({ userAttributeKey: attribute }));
}

/** Verifying an attribute requires a non-empty code (brief §5). */
export async function verifyAttribute(attribute: 'email' | 'phone_number', code: string): Promise<void> {
  const confirmationCode = requireFilled(code, EMPTY_CODE);
  return identityCall(() => confirmUserAttribute({ userAttributeKey: attribute, confirmationCode }));
}
