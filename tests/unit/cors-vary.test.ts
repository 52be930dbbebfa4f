import { describe, expect, it } from 'vitest';
import { apiCorsHeaders, varyingOnOrigin } from '../../commerce/cors.ts';

describe('Vary on the API’s replies', () => {
  it.each([
    [null, 'Origin'],
    ['', 'Origin'],
    ['Accept-Encoding', 'Accept-Encoding, Origin'],
    ['Accept-Encoding, Access-Control-Request-Headers', 'Accept-Encoding, Access-Control-Request-Headers, Origin'],
    ['origin', 'origin'],
    ['Accept-Encoding,Origin', 'Accept-Encoding, Origin'],
    ['*', '*'],
  ])('adds Origin to %j once: %j', (vary, expected) => {
    expect(varyingOnOrigin(vary)).toBe(expected);
  });

  it('the refusals the HTTP layer gives vary on Origin whether or not the origin is the shop’s', () => {
    const shop = 'https://www.hearth.example';
    expect(apiCorsHeaders(shop, [shop])).toMatchObject({ 'access-control-allow-origin': shop, vary: 'Origin' });
    expect(apiCorsHeaders('https://evil.example', [shop])).toEqual({ vary: 'Origin' });
    expect(apiCorsHeaders(null, [shop])).toEqual({ vary: 'Origin' });
  });
});
