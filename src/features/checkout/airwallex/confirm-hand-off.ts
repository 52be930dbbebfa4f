// Its own module, small: the card form hands its reader to the payment store, which reads placeOrder's reply with it.
import type { ClientData } from '../in-page-confirm.ts';

/** What placeOrder hands the browser for Airwallex (clientData `airwallexConfirm`): the intent and its secret. */
export interface ConfirmHandOff {
  intentId: string;
  clientSecret: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
// An intent id (int_…) and a client secret (a JWT: base64url parts joined by dots); anything else is not a hand-off.
const INTENT_ID = /^[A-Za-z0-9_-]{1,200}$/;
const CLIENT_SECRET = /^[A-Za-z0-9_.-]{1,4000}$/;

/**
 * The hand-off from clientData's `data`, or null when it is not one (the page then lets the server
 * settle). Checked by hand: zod would add its weight to the checkout's bundle for two strings.
 */
export function parseConfirmHandOff(data: string): ConfirmHandOff | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { intentId, clientSecret } = parsed;
  if (typeof intentId !== 'string' || typeof clientSecret !== 'string') return null;
  return INTENT_ID.test(intentId) && CLIENT_SECRET.test(clientSecret) ? { intentId, clientSecret } : null;
}

/** Airwallex's hand-off in placeOrder's clientData (type `airwallexConfirm`), or null when it is not one. */
export function readAirwallexHandOff(clientData: ClientData): ConfirmHandOff | null {
  return clientData.type === 'airwallexConfirm' ? parseConfirmHandOff(clientData.data) : null;
}

/** Where Airwallex payments are settled once the card element confirmed them (the intent's return_url too). */
export const AIRWALLEX_RETURN_PATH = '/checkout/airwallex-return/';
