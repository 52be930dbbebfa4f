import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_GROUP } from '../../commerce/identity/id-token.ts';
import {
  cognitoWireCall,
  jwtPayload,
  localIdTokenVerifier,
  signInOverTheWire,
  startTestCognito,
  type TestCognito,
  testCustomer,
  USER_POOL_TARGET,
} from '../fixtures/identity-local-cognito.ts';

const customer = testCustomer();
const staff = { email: 'Desk.Staff@Hearth.example', tenantId: 'hearth' };

let local: TestCognito;

beforeAll(async () => {
  local = await startTestCognito({ customers: [customer], staff: [staff] });
});

afterAll(async () => {
  await local?.dispose();
});

describe('staff in the local user pool', () => {
  it('signs a staff member in with the emailed code; the ID token carries the admin group, and the verifier reads them as staff', async () => {
    const tokens = await signInOverTheWire(local.cognito, { username: 'desk.staff@hearth.example', email: 'desk.staff@hearth.example' });
    // As Cognito writes it: in both tokens.
    expect(jwtPayload(tokens.IdToken)['cognito:groups']).toEqual([STAFF_GROUP]);
    expect(jwtPayload(tokens.AccessToken)['cognito:groups']).toEqual([STAFF_GROUP]);
    expect(await localIdTokenVerifier(local).verify(tokens.IdToken)).toMatchObject({
      // Staff are named by their username, the email the owner created them with (the email claim is theirs to change).
      username: 'desk.staff@hearth.example',
      tenantId: 'hearth',
      customerId: null,
      salesChannelId: null,
      groups: [STAFF_GROUP],
    });
  });

  it("leaves a customer's token as it was: no groups claim, read as a customer", async () => {
    const tokens = await signInOverTheWire(local.cognito, customer);
    expect(jwtPayload(tokens.IdToken)).not.toHaveProperty('cognito:groups');
    expect(await localIdTokenVerifier(local).verify(tokens.IdToken)).toMatchObject({ customerId: customer.customerId, groups: [] });
  });

  it('lets no browser put a user in a group: the group calls are refused, and sign-up takes no groups attribute', async () => {
    const joined = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.AdminAddUserToGroup`, {
      UserPoolId: local.cognito.userPoolId,
      Username: customer.username,
      GroupName: STAFF_GROUP,
    });
    expect(joined.body.__type).toBe('AccessDeniedException');
    const created = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.CreateGroup`, {
      UserPoolId: local.cognito.userPoolId,
      GroupName: 'owners',
    });
    expect(created.body.__type).toBe('AccessDeniedException');
    const signUp = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.SignUp`, {
      ClientId: local.cognito.clientId,
      Username: 'uk-web00000000-0000-4000-8000-000000000001',
      Password: 'Hh1!aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      UserAttributes: [
        { Name: 'email', Value: 'sneaky@example.com' },
        { Name: 'cognito:groups', Value: STAFF_GROUP },
      ],
    });
    expect(signUp.body.__type).toBe('NotAuthorizedException');
    // The customer is still no member of any group.
    const tokens = await signInOverTheWire(local.cognito, customer);
    expect(jwtPayload(tokens.IdToken)).not.toHaveProperty('cognito:groups');
  });
});
