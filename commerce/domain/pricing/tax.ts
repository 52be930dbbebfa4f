/**
 * Which VAT rate a product carries for a destination, from the product's tax codes.
 *
 * Filters are regular expressions kept as data (edited by staff), so two rules hold:
 * - A filter must match the WHOLE value: it is anchored as `^(?:pattern)$`. Unanchored, a
 *   postcode filter `BT` would also match the inward code of `SW1A 1BT`. Write `BT[0-9].*`
 *   for "starts with BT and a digit".
 * - Matching ignores case, and a blank filter ('' or spaces) counts as no filter, because
 *   admin forms save empty fields as ''.
 * A destination value that is missing is matched as the empty string: a positive filter such
 * as `BT[0-9].*` then does not match, and a negated one does not exclude.
 */

export interface ProductTaxCode {
  id: string;
  skuCode: string;
  taxCode: string;
  name: string;
  rateBasisPoints: number;
  countryRegex?: string | null;
  countryNotRegex?: string | null;
  stateRegex?: string | null;
  stateNotRegex?: string | null;
  zipRegex?: string | null;
  zipNotRegex?: string | null;
}

export interface TaxDestination {
  countryCode: string;
  stateCode?: string | null;
  postCode?: string | null;
}

type TaxCodeFilterField = 'countryRegex' | 'countryNotRegex' | 'stateRegex' | 'stateNotRegex' | 'zipRegex' | 'zipNotRegex';

type TaxCodeProblem =
  | { code: 'INVALID_REGEX'; taxCodeId: string; field: TaxCodeFilterField; message: string }
  | { code: 'INVALID_RATE'; taxCodeId: string; field: 'rateBasisPoints'; message: string };

interface VatRateResolution {
  rateBasisPoints: number;
  /** The tax code that decided the rate; null when the default applied. */
  taxCodeId: string | null;
  /** Codes skipped because their data is broken; log these, they mean a wrong rate is possible. */
  warnings: readonly TaxCodeProblem[];
}

const FIELD_LABELS: Record<TaxCodeFilterField, string> = {
  countryRegex: 'country filter',
  countryNotRegex: 'excluded-country filter',
  stateRegex: 'state filter',
  stateNotRegex: 'excluded-state filter',
  zipRegex: 'postcode filter',
  zipNotRegex: 'excluded-postcode filter',
};

const FILTER_FIELDS = Object.keys(FIELD_LABELS) as TaxCodeFilterField[];

type CompiledFilter = { ok: true; regex: RegExp | null } | { ok: false; problem: TaxCodeProblem };

function compileFilter(code: ProductTaxCode, field: TaxCodeFilterField): CompiledFilter {
  const pattern = code[field];
  if (pattern == null || pattern.trim() === '') return { ok: true, regex: null };
  try {
    return { ok: true, regex: new RegExp(`^(?:${pattern})$`, 'i') };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problem: {
        code: 'INVALID_REGEX',
        taxCodeId: code.id,
        field,
        message: `The ${FIELD_LABELS[field]} "${pattern}" of tax code ${code.taxCode} is not a valid regular expression (${reason}); correct it before saving.`,
      },
    };
  }
}

function rateProblem(code: ProductTaxCode): TaxCodeProblem | null {
  const rate = code.rateBasisPoints;
  if (Number.isInteger(rate) && rate >= 0 && rate <= 10_000) return null;
  return {
    code: 'INVALID_RATE',
    taxCodeId: code.id,
    field: 'rateBasisPoints',
    message: `The rate of tax code ${code.taxCode} must be a whole number of basis points from 0 to 10000 (500 is 5%); it is ${rate}.`,
  };
}

type CompiledCode = { ok: true; filters: Record<TaxCodeFilterField, RegExp | null> } | { ok: false; problems: TaxCodeProblem[] };

function compileCode(code: ProductTaxCode): CompiledCode {
  const problems: TaxCodeProblem[] = [];
  const rate = rateProblem(code);
  if (rate) problems.push(rate);
  const filters = {} as Record<TaxCodeFilterField, RegExp | null>;
  for (const field of FILTER_FIELDS) {
    const compiled = compileFilter(code, field);
    if (compiled.ok) filters[field] = compiled.regex;
    else problems.push(compiled.problem);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, filters };
}

/** Every problem with a tax code; call it before saving one, so broken data never reaches checkout. */
export function validateTaxCode(code: ProductTaxCode): TaxCodeProblem[] {
  const compiled = compileCode(code);
  return compiled.ok ? [] : compiled.problems;
}

/** Postcodes arrive as typed ('bt1  1aa '); filters are written against 'BT1 1AA'. */
function normalisePostCode(postCode: string): string {
  return postCode.trim().toUpperCase().replace(/\s+/g, ' ');
}

interface DestinationValues {
  country: string;
  state: string;
  zip: string;
}

function filtersPass(filters: Record<TaxCodeFilterField, RegExp | null>, values: DestinationValues): boolean {
  const matches = (regex: RegExp | null, value: string): boolean | null => (regex ? regex.test(value) : null);
  const positive = [
    matches(filters.countryRegex, values.country),
    matches(filters.stateRegex, values.state),
    matches(filters.zipRegex, values.zip),
  ];
  const negated = [
    matches(filters.countryNotRegex, values.country),
    matches(filters.stateNotRegex, values.state),
    matches(filters.zipNotRegex, values.zip),
  ];
  return positive.every((m) => m !== false) && negated.every((m) => m !== true);
}

/**
 * The VAT rate for one product sent to `destination`. `codes` are that product's codes in
 * priority order; the first whose filters all pass wins. With no destination yet (an empty
 * cart, no postcode chosen) or no code matching, the product's default rate applies.
 */
export function resolveVatRate(
  codes: readonly ProductTaxCode[],
  destination: TaxDestination | null,
  defaultRateBasisPoints: number,
): VatRateResolution {
  const warnings: TaxCodeProblem[] = [];
  if (destination) {
    const values = {
      country: destination.countryCode.trim().toUpperCase(),
      state: (destination.stateCode ?? '').trim(),
      zip: normalisePostCode(destination.postCode ?? ''),
    };
    for (const code of codes) {
      const compiled = compileCode(code);
      // A code with broken data is skipped whole (fail closed): skipping only its broken
      // filter would widen a negated rule to destinations it was written to exclude.
      if (!compiled.ok) {
        warnings.push(...compiled.problems);
        continue;
      }
      if (filtersPass(compiled.filters, values)) {
        return { rateBasisPoints: code.rateBasisPoints, taxCodeId: code.id, warnings };
      }
    }
  }
  return { rateBasisPoints: defaultRateBasisPoints, taxCodeId: null, warnings };
}
