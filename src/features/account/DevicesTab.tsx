import { useEffect, useRef, useState } from 'react';
import { forgetRememberedDevice, listRememberedDevices, rememberThisDevice } from '../../lib/identity/devices.ts';
import { orderDateTime } from '../orders/order-text.ts';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

type Device = Awaited<ReturnType<typeof listRememberedDevices>>[number];
type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; devices: Device[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** Devices the sign-in remembers; forgetting one means it must sign in afresh next time. */
export function DevicesTab() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const fetchDevices = async () => {
    try {
      setLoad({ state: 'ready', devices: await listRememberedDevices() });
    } catch (error) {
      setLoad({ state: 'failed', message: messageOf(error) });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the tab opens; later reads follow the shopper's actions.
  useEffect(() => {
    void fetchDevices();
  }, []);

  /** One change at a time; the list is read again after it, as the identity service has it. */
  async function change(key: string, run: () => Promise<void>, done: string) {
    if (busy) return;
    setBusy(key);
    setProblem(null);
    setStatus('');
    try {
      await run();
      await fetchDevices();
      setStatus(done);
      heading.current?.focus();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="devices-heading">
      <h2 id="devices-heading" ref={heading} tabIndex={-1}>
        Devices
      </h2>
      <p>These are the devices you asked us to remember when you sign in. Forget any you no longer use or do not recognise.</p>
      <p role="status" className="account-status">
        {status}
      </p>
      <FormAlert message={problem} />
      {load.state === 'loading' && <p role="status">Loading your devices…</p>}
      {load.state === 'failed' && <RetryAlert message={load.message} onRetry={() => void fetchDevices()} />}
      {load.state === 'ready' && load.devices.length === 0 && <p>No devices are remembered.</p>}
      {load.state === 'ready' && load.devices.length > 0 && (
        <ul className="account-list" data-testid="device-list">
          {load.devices.map((device) => {
            const name = device.name ?? 'A device without a name';
            return (
              <li key={device.id} className="account-card account-device">
                <div>
                  <strong>{name}</strong>
                  <br />
                  <span className="field__hint">
                    {device.lastUsed ? `Last used ${orderDateTime(device.lastUsed.toISOString())}` : 'Not used yet'}
                  </span>
                </div>
                <button
                  type="button"
                  className="button"
                  aria-disabled={busy !== null || undefined}
                  onClick={() => void change(device.id, () => forgetRememberedDevice(device.id), `${name} is forgotten.`)}
                >
                  {busy === device.id ? 'Forgetting…' : 'Forget'}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="button"
        aria-disabled={busy !== null || undefined}
        onClick={() => void change('this', rememberThisDevice, 'This device is remembered.')}
      >
        {busy === 'this' ? 'Remembering…' : 'Remember this device'}
      </button>
    </section>
  );
}
