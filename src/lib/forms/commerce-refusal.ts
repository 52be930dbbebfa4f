import { CommerceError } from '../commerce/client.ts';
import type { FieldErrors } from './field-errors.ts';

/**
 * What a refused call says to a form: the problems the API tied to fields (its `problems`, or
 * its one `field`), keyed by the field's own name (`input.price` is `price`), and the message
 * for the form as a whole when no field is named.
 */
export function refusalOf(error: unknown): { fields: FieldErrors; general: string | null } {
  const message = error instanceof Error ? error.message : 'Something went wrong. Try again.';
  if (!(error instanceof CommerceError)) return { fields: {}, general: message };
  const own = (field: unknown) => (typeof field === 'string' ? field.replace(/^input\./, '') : null);
  const fields: FieldErrors = {};
  const listed = Array.isArray(error.extensions.problems) ? error.extensions.problems : [];
  for (const problem of listed as { field?: unknown; message?: unknown }[]) {
    const field = own(problem.field);
    if (field && typeof problem.message === 'string' && !(field in fields)) fields[field] = problem.message;
  }
  const single = own(error.extensions.field);
  // A field parseArgs names carries its path in the message ("input.price: must…"): the field shows the rest.
  if (single && !(single in fields)) fields[single] = message.replace(/^[\w.]+: /, '');
  return Object.keys(fields).length > 0 ? { fields, general: null } : { fields, general: message };
}
