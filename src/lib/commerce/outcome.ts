import { CommerceError } from './client.ts';

/** Hears why a call failed, for callers that show the shopper a message. */
export type FailureListener = (error: CommerceError) => void;

function asCommerceError(error: unknown): CommerceError {
  return error instanceof CommerceError ? error : new CommerceError('Something went wrong. Please try again.', 'CLIENT');
}

/**
 * The client's contract: a failed call is logged and answers null; the optional
 * listener still learns why, so a store can keep what it held and tell the shopper.
 */
export async function orNull<T>(label: string, run: () => Promise<T | null>, onError?: FailureListener): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    const failure = asCommerceError(error);
    console.error(`[commerce] ${label}: ${failure.message}`);
    onError?.(failure);
    return null;
  }
}

/** Runs one call and hands back its reply with the failure it reported, if any. */
export async function withFailure<T>(call: (onError: FailureListener) => Promise<T | null>): Promise<[T | null, CommerceError | null]> {
  let failure: CommerceError | null = null;
  const reply = await call((error) => {
    failure = error;
  });
  return [reply, failure];
}

/** As orNull, for the lists that answer empty on failure (countries, holidays, postcodes). */
export async function orEmpty<T>(label: string, run: () => Promise<T[]>, onError?: FailureListener): Promise<T[]> {
  return (await orNull(label, run, onError)) ?? [];
}
