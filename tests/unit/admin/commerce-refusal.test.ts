import { describe, expect, it } from 'vitest';
import { CommerceError } from '../../../src/lib/commerce/client.ts';
import { refusalOf } from '../../../src/lib/forms/commerce-refusal.ts';

describe('a refused call as a form reads it', () => {
  it('puts every listed problem on its own field, by the field name the form uses', () => {
    const error = new CommerceError('Enter a price above £0.00.', 'BAD_USER_INPUT', {
      field: 'input.price',
      problems: [
        { field: 'input.price', message: 'Enter a price above £0.00.' },
        { field: 'input.presaleLimit', message: 'A presale limit needs a presale date.' },
      ],
    });
    expect(refusalOf(error)).toEqual({
      fields: { price: 'Enter a price above £0.00.', presaleLimit: 'A presale limit needs a presale date.' },
      general: null,
    });
  });

  it("shows a field the argument check named without repeating the field's path", () => {
    const error = new CommerceError('input.price: must have at most 2 decimals, e.g. 12.50', 'BAD_USER_INPUT', { field: 'input.price' });
    expect(refusalOf(error)).toEqual({ fields: { price: 'must have at most 2 decimals, e.g. 12.50' }, general: null });
  });

  it('keeps a refusal that names no field, or a failure that is no refusal, for the whole form', () => {
    expect(refusalOf(new CommerceError('WINTER10 has ended already.', 'CONFLICT'))).toEqual({
      fields: {},
      general: 'WINTER10 has ended already.',
    });
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ fields: {}, general: 'Failed to fetch' });
  });
});
