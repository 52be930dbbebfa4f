import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export interface CognitoLocalProcess {
  /** Where cognito-local listens, e.g. http://127.0.0.1:41234 */
  url: string;
  /** What every request to it must carry (cognito-local-gate.ts); it refuses any other, and any with an Origin. */
  headers: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** The header cognito-local-gate.ts checks; its value is made fresh for each run. */
const KEY_HEADER = 'x-hearth-local-cognito-key';
const GATE = fileURLToPath(new URL('./cognito-local-gate.ts', import.meta.url));

const STARTUP_TIMEOUT_MS = 20_000;
// pino-pretty colours its output even into a pipe.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what an ANSI colour code starts with.
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Runs cognito-local as a child process in `dataDirectory`, behind cognito-local-gate.ts: only a
 * request carrying this run's key (`headers`) and no Origin reaches it, and the child exits when
 * our end of its stdin closes (a test runner killed, Ctrl-C on the dev server). Its package only exports a server
 * factory that reads `.cognito/` relative to the working directory (and its settings from the
 * environment at import time), so a child with its own working directory is the way to give
 * each instance its own data; its port (0: any free one) comes from `.cognito/config.json`.
 */
export function startCognitoLocalProcess(options: { dataDirectory: string; log: (line: string) => void }): Promise<CognitoLocalProcess> {
  const entry = require.resolve('cognito-local/lib/bin/start.js');
  const key = randomBytes(32).toString('base64url');
  const child = spawn(process.execPath, [GATE], {
    cwd: options.dataDirectory,
    env: {
      ...process.env,
      HEARTH_COGNITO_LOCAL_ENTRY: entry,
      HEARTH_COGNITO_LOCAL_KEY: key,
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      // Its defaults come from these at import time; our .cognito/config.json sets the real values.
      PORT: '0',
      HOST: '127.0.0.1',
      DEBUG: '',
      COGNITO_LOCAL_DEVMODE: '',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`cognito-local did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop().then(() => reject(error));
    };
    const onLine = (line: string) => {
      const text = stripAnsi(line).trim();
      if (!text) return;
      options.log(`[cognito-local] ${text}`);
      const started = /Cognito Local running on (http:\/\/[^\s]+)/.exec(text);
      if (started?.[1]) {
        clearTimeout(timer);
        resolve({ url: started[1], headers: { [KEY_HEADER]: key }, stop });
      }
    };
    forwardLines(child, (line) => {
      output += `${line}\n`;
      onLine(line);
    });
    child.once('exit', (code, signal) => fail(new Error(`cognito-local exited (${signal ?? code}) before it started:\n${output}`)));
    child.once('error', fail);
  });
}

function forwardLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
}
