/** Field-level problems, keyed by field name, in words that say how to fix them. */
export type FieldErrors = Record<string, string>;

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
