import type { ProviderBrowserOrigins } from '../provider.ts';

/**
 * Where @airwallex/components-sdk loads its scripts from and where its card element's frame lives,
 * per Airwallex environment (the sandbox, api-demo, uses the -demo hosts). The SDK's controller
 * comes from the `static` host, but its payments bundle (the card element's code) from the
 * `checkout` host (`PA_STATIC_HOST` in the SDK's own source), which is also the frame's origin,
 * the one the element calls and the one that may ask for the browser's Payment Request. Only the
 * checkout's payment step loads them.
 */
export function airwallexBrowserOrigins(env: 'demo' | 'prod'): ProviderBrowserOrigins {
  const suffix = env === 'demo' ? '-demo' : '';
  const checkout = `https://checkout${suffix}.airwallex.com`;
  return {
    scripts: [`https://static${suffix}.airwallex.com`, checkout],
    frames: [checkout],
    connect: [checkout],
    paymentRequest: [checkout],
  };
}
