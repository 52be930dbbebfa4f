import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A self-signed certificate for 127.0.0.1, made once with openssl and kept in `directory`: the
 * hosted-UI stand-in must speak https (Amplify always calls the domain over https). Browsers
 * must be told to accept it; it is for local testing only.
 */
export function localTlsCertificate(directory: string): { key: string; cert: string } {
  const keyFile = join(directory, 'hosted-ui-key.pem');
  const certFile = join(directory, 'hosted-ui-cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(directory, { recursive: true });
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '365',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: 'pipe' },
      );
    } catch (error) {
      throw new Error(`Could not make a certificate for the local hosted UI with openssl (is it installed?): ${(error as Error).message}`);
    }
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}
