import type { IncomingMessage, ServerResponse } from 'node:http';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { developmentRequestRefusal } from '../../commerce/development-request-guard.ts';
import type { HttpRoute } from '../../commerce/http-routes.ts';
import type { LocalMailbox, ReceivedMail } from './local-mailbox.ts';

const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * The pages' own policy, stricter than the shop's: no script at all. A message's HTML is shown in a
 * sandboxed `srcdoc` frame, which inherits this policy, so mail styles work, its images load only
 * from here, data: or https, and nothing in it runs.
 */
const PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Why a request may not read the mailbox, or null. It holds other people's sign-in codes, so only
 * this machine's own browser and tools may read it: the shared development guard
 * (development-request-guard.ts: loopback Host, loopback peer, no proxy header), and no request
 * another site's page makes (Sec-Fetch-Site, Origin). It answers no CORS, so no other origin's
 * script can read it either.
 */
function refusedReader(req: IncomingMessage): string | null {
  const refusal = developmentRequestRefusal(req, 'The dev mailbox');
  if (refusal) return refusal;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'The dev mailbox answers only its own origin.';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host}`) return 'The dev mailbox answers only its own origin.';
  return null;
}

function page(title: string, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    h(
      'html',
      { lang: 'en-GB' },
      h(
        'head',
        null,
        h('meta', { charSet: 'utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h('meta', { name: 'robots', content: 'noindex' }),
        h('title', null, `${title} · Hearth dev mailbox`),
        h('style', null, STYLE),
      ),
      h('body', null, h('main', null, body)),
    ),
  )}`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}
main{max-width:60rem;margin:0 auto;padding:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #d6d3d1;vertical-align:top}
a{color:#9a3412}dt{font-weight:600}dd{margin:0 0 .5rem}
iframe{width:100%;height:36rem;border:1px solid #a8a29e;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #a8a29e;padding:1rem}`;

function listPage(mailbox: LocalMailbox): string {
  const newestFirst = [...mailbox.messages()].reverse();
  return page(
    'Messages',
    h(
      'div',
      null,
      h('h1', null, 'Dev mailbox'),
      h(
        'p',
        null,
        'Every message this development server sent, received by its own SMTP server. Development only; tests read ',
        h('a', { href: `${DEV_MAILBOX_PATH}.json` }, `${DEV_MAILBOX_PATH}.json`),
        '.',
      ),
      newestFirst.length === 0
        ? h('p', null, 'No messages yet.')
        : h(
            'table',
            null,
            h(
              'thead',
              null,
              h('tr', null, h('th', null, 'Received'), h('th', null, 'To'), h('th', null, 'Subject'), h('th', null, 'Sent')),
            ),
            h(
              'tbody',
              null,
              newestFirst.map((mail) =>
                h(
                  'tr',
                  { key: mail.id },
                  h('td', null, h('time', { dateTime: mail.receivedAt }, mail.receivedAt.replace('T', ' ').slice(0, 19))),
                  h('td', null, mail.to.join(', ')),
                  h('td', null, h('a', { href: `${DEV_MAILBOX_PATH}/${mail.id}` }, mail.subject || '(no subject)')),
                  h('td', null, mail.deliveries === 1 ? 'once' : `${mail.deliveries} times`),
                ),
              ),
            ),
          ),
    ),
  );
}

function messagePage(mail: ReceivedMail): string {
  const field = (name: string, value: string) => [h('dt', { key: `${name}-t` }, name), h('dd', { key: `${name}-d` }, value)];
  return page(
    mail.subject || '(no subject)',
    h(
      'div',
      null,
      h('p', null, h('a', { href: DEV_MAILBOX_PATH }, 'All messages')),
      h('h1', null, mail.subject || '(no subject)'),
      h(
        'dl',
        null,
        field('From', mail.from),
        field('To', mail.to.join(', ')),
        field('Received', mail.receivedAt),
        field('Message-ID', mail.messageId),
        field('Delivered', mail.deliveries === 1 ? 'once' : `${mail.deliveries} times (the same Message-ID, kept once)`),
      ),
      h('h2', null, 'HTML part'),
      mail.html
        ? // No allow-scripts and no allow-same-origin: the message's HTML can neither run nor reach this page.
          h('iframe', {
            title: `The HTML part of “${mail.subject}”`,
            sandbox: 'allow-popups allow-popups-to-escape-sandbox',
            srcDoc: mail.html,
          })
        : h('p', null, 'This message has no HTML part.'),
      h('h2', null, 'Plain-text part'),
      h('pre', null, mail.text),
    ),
  );
}

function answer(res: ServerResponse, status: number, type: string, body: string, head: boolean) {
  res.setHeader('content-security-policy', PAGE_POLICY);
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(head ? undefined : body);
}

/**
 * The dev mailbox, for people and tests: `/dev/mailbox` lists the messages, `/dev/mailbox/<id>`
 * shows one (HTML part in a sandboxed frame, plain-text part), `/dev/mailbox.json` is what tests read.
 * The server mounts it only in development; in production the paths do not exist (404).
 */
export function devMailboxRoute(mailbox: LocalMailbox): HttpRoute {
  return async (req, res, url) => {
    const path = url.pathname;
    if (path !== DEV_MAILBOX_PATH && path !== `${DEV_MAILBOX_PATH}.json` && !path.startsWith(`${DEV_MAILBOX_PATH}/`)) return false;
    const head = req.method === 'HEAD';
    const text = 'text/plain; charset=utf-8';
    if (req.method !== 'GET' && !head) {
      res.setHeader('allow', 'GET, HEAD');
      answer(res, 405, text, 'The dev mailbox is read-only.', false);
      return true;
    }
    const refusal = refusedReader(req);
    if (refusal) {
      answer(res, 403, text, refusal, head);
      return true;
    }
    if (path === `${DEV_MAILBOX_PATH}.json`) {
      answer(res, 200, 'application/json; charset=utf-8', JSON.stringify({ messages: mailbox.messages() }), head);
    } else if (path === DEV_MAILBOX_PATH) {
      answer(res, 200, 'text/html; charset=utf-8', listPage(mailbox), head);
    } else {
      const id = /^\/(\d{1,9})$/.exec(path.slice(DEV_MAILBOX_PATH.length))?.[1];
      const mail = id ? mailbox.find(Number(id)) : undefined;
      if (mail) answer(res, 200, 'text/html; charset=utf-8', messagePage(mail), head);
      else answer(res, 404, text, 'No such message in the dev mailbox.', head);
    }
    return true;
  };
}
