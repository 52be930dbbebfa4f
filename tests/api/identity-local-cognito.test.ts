import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCognito } from '../../dev/local-cognito/start-local-cognito.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../dev/mailbox/local-smtp-server.ts';
import { parseMailSender } from '../../commerce/mail/mail-settings.ts';
import { smtpMail } from '../../commerce/mail/smtp-mail.ts';
import {
  cognitoWireCall,
  type MailingCognito,
  signInOverTheWire,
  testClock,
  testCustomer,
  USER_POOL_TARGET,
} from '../fixtures/identity-local-cognito.ts';

const customer = testCustomer();
const clock = testClock();

let dataDirectory: string;
let running: MailingCognito | undefined;
let smtp: LocalSmtpServer;

const mail = () => smtpMail({ url: smtp.url, from: parseMailSender('codes@hearth.test') });
const start = async () =>
  Object.assign(await startLocalCognito({ dataDirectory, port: 0, now: clock.now, log: () => {}, mail: mail() }), {
    mailbox: smtp.mailbox,
  });

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'hearth-identity-'));
  smtp = await startLocalSmtpServer({ port: 0, now: clock.now, log: () => {} });
});

afterAll(async () => {
  await running?.close();
  await smtp?.close();
  await rm(dataDirectory, { recursive: true, force: true });
});

describe('local Cognito itself', () => {
  it('serves an eu-west-2 pool with the configured ids, and registers customers under channel + customer id', async () => {
    running = await start();
    expect(running).toMatchObject({
      region: 'eu-west-2',
      userPoolId: 'eu-west-2_HearthLcl',
      identityPoolId: expect.stringMatching(/^eu-west-2:/),
    });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await running.addCustomer(customer)).toEqual({ username: `uk-web${customer.customerId}` });
    // Adding again is harmless.
    expect(await running.addCustomer(customer)).toEqual({ username: customer.username });

    const described = await cognitoWireCall(
      running.adminUrl,
      `${USER_POOL_TARGET}.DescribeUserPool`,
      { UserPoolId: running.userPoolId },
      running.adminHeaders,
    );
    const schema = (described.body.UserPool.SchemaAttributes as { Name: string }[]).map((attribute) => attribute.Name);
    expect(schema).toEqual(
      expect.arrayContaining(['given_name', 'family_name', 'email', 'custom:customer_id', 'custom:tenant_id', 'custom:sales_channel']),
    );
    const user = await cognitoWireCall(
      running.adminUrl,
      `${USER_POOL_TARGET}.AdminGetUser`,
      {
        UserPoolId: running.userPoolId,
        Username: customer.username,
      },
      running.adminHeaders,
    );
    expect(user.body).toMatchObject({ Username: customer.username, UserStatus: 'CONFIRMED' });
  });

  it('keeps customers, sessions and devices in its data directory across a restart', async () => {
    const before = await signInOverTheWire(running!, customer);
    await running!.close();
    running = await start();

    const refreshed = await cognitoWireCall(running.url, `${USER_POOL_TARGET}.GetTokensFromRefreshToken`, {
      ClientId: running.clientId,
      RefreshToken: before.RefreshToken,
    });
    expect(refreshed.status).toBe(200);
    const devices = await cognitoWireCall(running.url, `${USER_POOL_TARGET}.ListDevices`, {
      AccessToken: refreshed.body.AuthenticationResult.AccessToken,
    });
    expect(devices.status).toBe(200);
    // The device was offered but never confirmed over the wire, so it is not listed.
    expect(devices.body.Devices).toEqual([]);
    const confirm = await cognitoWireCall(running.url, `${USER_POOL_TARGET}.ConfirmDevice`, {
      AccessToken: refreshed.body.AuthenticationResult.AccessToken,
      DeviceKey: before.NewDeviceMetadata.DeviceKey,
      DeviceName: 'test browser',
    });
    expect(confirm.body).toEqual({ UserConfirmationNecessary: true });
  });

  it('refuses pool ids outside eu-west-2', async () => {
    await expect(startLocalCognito({ dataDirectory, pool: { userPoolId: 'us-east-1_Nope' }, log: () => {}, mail: mail() })).rejects.toThrow(
      /eu-west-2/,
    );
  });
});
