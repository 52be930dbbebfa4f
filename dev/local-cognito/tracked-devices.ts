import { randomBytes, randomUUID } from 'node:crypto';
import { invalidParameter, resourceNotFound } from './cognito-service-error.ts';
import type { LocalIdentityState, TrackedDevice } from './local-identity-state.ts';

const MAX_DEVICES_PER_PAGE = 60;
const deviceNotFound = () => resourceNotFound('Device does not exist.');

/** The devices a user signed in from (Cognito device tracking). */
export function trackedDevices(state: LocalIdentityState, region: string) {
  const devices = state.data.devices;

  function ownDevice(username: string, deviceKey: unknown): TrackedDevice {
    const device = typeof deviceKey === 'string' ? devices[deviceKey] : undefined;
    if (!device || device.username !== username) throw deviceNotFound();
    return device;
  }

  /** A confirmed device of this user, or the error Cognito gives (which Amplify recovers from). */
  function confirmedDevice(username: string, deviceKey: unknown): TrackedDevice {
    const device = ownDevice(username, deviceKey);
    if (!device.confirmed) throw deviceNotFound();
    return device;
  }

  return {
    /** A new device key, offered with the tokens of a sign-in from an unknown device. */
    offer(username: string, now: Date): { DeviceKey: string; DeviceGroupKey: string } {
      const device: TrackedDevice = {
        key: `${region}_${randomUUID()}`,
        groupKey: `-${randomBytes(5).toString('hex')}`,
        username,
        confirmed: false,
        remembered: false,
        createdAt: now.getTime(),
        lastModifiedAt: now.getTime(),
        lastAuthenticatedAt: now.getTime(),
      };
      devices[device.key] = device;
      state.save();
      return { DeviceKey: device.key, DeviceGroupKey: device.groupKey };
    },

    confirmedDevice,

    markAuthenticated(device: TrackedDevice, now: Date): void {
      device.lastAuthenticatedAt = now.getTime();
      state.save();
    },

    confirm(
      username: string,
      deviceKey: unknown,
      details: { name?: string; verifier?: { salt: string; passwordVerifier: string } },
      now: Date,
    ): TrackedDevice {
      const device = ownDevice(username, deviceKey);
      device.confirmed = true;
      device.name = details.name;
      device.verifier = details.verifier;
      // With "remember only when the user asks", a confirmed device starts out not remembered.
      device.lastModifiedAt = now.getTime();
      state.save();
      return device;
    },

    setRemembered(username: string, deviceKey: unknown, status: unknown, now: Date): void {
      if (status !== 'remembered' && status !== 'not_remembered')
        throw invalidParameter('DeviceRememberedStatus must be remembered or not_remembered.');
      const device = confirmedDevice(username, deviceKey);
      device.remembered = status === 'remembered';
      device.lastModifiedAt = now.getTime();
      state.save();
    },

    forget(username: string, deviceKey: unknown): void {
      const device = ownDevice(username, deviceKey);
      delete devices[device.key];
      state.save();
    },

    /** One page of the user's confirmed devices, oldest first; the token is the next page's offset. */
    list(username: string, limit: unknown, paginationToken: unknown): { devices: TrackedDevice[]; nextToken?: string } {
      const size = typeof limit === 'number' && limit > 0 ? Math.min(limit, MAX_DEVICES_PER_PAGE) : MAX_DEVICES_PER_PAGE;
      const offset = typeof paginationToken === 'string' ? Number(Buffer.from(paginationToken, 'base64url').toString('utf8')) : 0;
      if (!Number.isInteger(offset) || offset < 0) throw invalidParameter('Invalid pagination token.');
      const all = Object.values(devices)
        .filter((device) => device.username === username && device.confirmed)
        .sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
      const page = all.slice(offset, offset + size);
      const next = offset + size < all.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
      return { devices: page, nextToken: next };
    },
  };
}

export type TrackedDevices = ReturnType<typeof trackedDevices>;

const epochSeconds = (milliseconds: number) => Math.floor(milliseconds / 1000);

/** A device as Cognito's ListDevices/GetDevice return it. */
export function deviceOnTheWire(device: TrackedDevice) {
  const attributes: Record<string, string> = {
    device_status: 'valid',
    'dev:device_remembered_status': device.remembered ? 'remembered' : 'not_remembered',
    last_ip_used: '127.0.0.1',
  };
  if (device.name) attributes.device_name = device.name;
  return {
    DeviceKey: device.key,
    DeviceAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    DeviceCreateDate: epochSeconds(device.createdAt),
    DeviceLastModifiedDate: epochSeconds(device.lastModifiedAt),
    DeviceLastAuthenticatedDate: epochSeconds(device.lastAuthenticatedAt),
  };
}
