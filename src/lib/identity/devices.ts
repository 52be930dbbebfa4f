import { fetchDevices, forgetDevice, rememberDevice } from 'aws-amplify/auth';
import { identityCall } from './amplify.ts';

export interface RememberedDevice {
  id: string;
  name: string | null;
  lastUsed: Date | null;
}

/** The signed-in customer's remembered devices (Amplify asks for a page of 60). */
export function listRememberedDevices(): Promise<RememberedDevice[]> {
  return identityCall(async () =>
    (await fetchDevices())
      // Cognito tracks every browser that signs in; only the ones the customer chose to remember are listed.
      .filter((device) => device.attributes?.['dev:device_remembered_status'] !== 'not_remembered')
      .map((device) => ({
        id: device.id,
        name: device.name ?? device.attributes?.device_name ?? null,
        lastUsed: device.lastAuthenticatedDate ?? device.lastModifiedDate ?? null,
      })),
  );
}

export function rememberThisDevice(): Promise<void> {
  return identityCall(() => rememberDevice());
}

/** Forgets one device; the device then asks for a code again next time. */
export function forgetRememberedDevice(id: string): Promise<void> {
  return identityCall(() => forgetDevice({ device: { id } }));
}
