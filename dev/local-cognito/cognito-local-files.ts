import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cognitoLocalAppClient, cognitoLocalPoolOptions, type LocalPoolConfig } from './pool-config.ts';

/*
 * cognito-local reads its configuration from `.cognito/config.json` and keeps each user pool in
 * `.cognito/db/<pool id>.json` and the app clients in `.cognito/db/clients.json`, all relative
 * to its working directory. Its CreateUserPool API always makes pools in region "local", so the
 * eu-west-2 pool is written here as a file before it starts; the users of an earlier run are kept.
 */

export const cognitoLocalDirectory = (dataDirectory: string) => join(dataDirectory, '.cognito');

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const writeJson = (file: string, value: unknown) => writeFile(file, `${JSON.stringify(value, null, 2)}\n`);

export async function writeCognitoLocalFiles(options: {
  dataDirectory: string;
  pool: LocalPoolConfig;
  /** Where clients reach the pool: the wrapper's URL, so tokens name it as their issuer. */
  issuerDomain: string;
  now: Date;
}): Promise<void> {
  const configDirectory = cognitoLocalDirectory(options.dataDirectory);
  const databaseDirectory = join(configDirectory, 'db');
  await mkdir(databaseDirectory, { recursive: true });

  await writeJson(join(configDirectory, 'config.json'), {
    ServerConfig: { hostname: '127.0.0.1', port: 0, https: false },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    UserPoolDefaults: { UsernameAttributes: [] },
  });

  const poolFile = join(databaseDirectory, `${options.pool.userPoolId}.json`);
  const existingPool = await readJson(poolFile);
  await writeJson(poolFile, {
    Users: {},
    Groups: {},
    ...existingPool,
    Options: cognitoLocalPoolOptions(options.pool, options.now),
  });

  const clientsFile = join(databaseDirectory, 'clients.json');
  const existingClients = ((await readJson(clientsFile))?.Clients ?? {}) as Record<string, unknown>;
  await writeJson(clientsFile, {
    Clients: { ...existingClients, [options.pool.clientId]: cognitoLocalAppClient(options.pool, options.now) },
  });
}
