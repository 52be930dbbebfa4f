import type { MailPort } from '../commerce/mail/mail-port.ts';
import { parseMailSender } from '../commerce/mail/mail-settings.ts';
import { mailTransport } from '../commerce/mail/mail-transport.ts';
import { smtpMail } from '../commerce/mail/smtp-mail.ts';
import type { HttpRoute } from '../commerce/http-routes.ts';
import type { ServerConfig } from './config.ts';
import { log } from '../commerce/log.ts';

/** The sender of local mail: `.test` is reserved, so nothing sent locally can pass for the shop's. */
const LOCAL_SENDER = 'Hearth <shop@hearth.test>';

export interface ServerMail {
  /** Where everything the server sends goes out. */
  port: MailPort;
  /** The dev mailbox's pages in development; none otherwise. */
  routes: HttpRoute[];
  close(): Promise<void>;
}

/**
 * Mail for this server: the provider the settings name; in development without one, a real SMTP
 * server on the loopback that the SMTP adapter sends to, with its dev mailbox pages.
 */
export async function startServerMail(config: ServerConfig): Promise<ServerMail> {
  if (config.mail.transport !== 'local') return { port: mailTransport(config.mail), routes: [], close: async () => {} };
  // The settings give production no local mail; this says so again where the code would load it.
  if (!config.development) throw new Error('The local SMTP server and dev mailbox run only in development.');
  // Loaded here, not imported above: a production start never loads the development stand-ins.
  const [{ startLocalSmtpServer }, { devMailboxRoute }] = await Promise.all([
    import('../dev/mailbox/local-smtp-server.ts'),
    import('../dev/mailbox/dev-mailbox-routes.ts'),
  ]);
  const port = config.mail.port;
  const local = await startLocalSmtpServer({ port, now: () => new Date(), log: (line) => log.info(line) }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new Error(
        `The local SMTP server's port ${port} is taken (another npm start?): set HEARTH_LOCAL_SMTP_PORT to a free port, or 0.`,
      );
    },
  );
  log.info(`Local mail: SMTP at ${local.url}; read it at /dev/mailbox`);
  return {
    port: smtpMail({ url: local.url, from: parseMailSender(LOCAL_SENDER) }),
    routes: [devMailboxRoute(local.mailbox)],
    close: local.close,
  };
}
