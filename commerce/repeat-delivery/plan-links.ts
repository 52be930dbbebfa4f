import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The self-service links in a round's mail (skip this round, pause, stop): they need no sign-in,
 * so each is signed (HMAC-SHA256 with a secret every API process shares), names its plan and its
 * one action, expires, and carries a random id the store keeps once used, so it works once. The
 * token is base64url(JSON) + "." + base64url(signature).
 */

export type PlanLinkAction = 'skip' | 'pause' | 'stop';
export const PLAN_LINK_ACTIONS: readonly PlanLinkAction[] = ['skip', 'pause', 'stop'];

/** A link works for this long after its mail is made: past the round's date, not for ever. */
export const PLAN_LINK_LIFETIME_MS = 21 * 86_400_000;

/** Used only in development when no secret is set; production without one offers no links. */
export const DEVELOPMENT_PLAN_LINK_SECRET = 'hearth-development-plan-link-secret-not-for-production';
const MIN_SECRET_LENGTH = 32;

export interface PlanLink {
  /** The link's own id: kept once used. */
  id: string;
  planId: string;
  action: PlanLinkAction;
  expiresAt: Date;
  /**
   * The delivery a skip link is about (its round's date): a link lives longer than a weekly
   * rhythm, so an old mail's skip must not skip a later delivery the customer never saw.
   */
  roundDate?: string;
}

/** The secret the links are signed with: the environment's, the development one in development, else none (no links). */
export function planLinkSecret(env: Record<string, string | undefined>, development: boolean): string | null {
  const secret = env.HEARTH_PLAN_LINK_SECRET;
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`HEARTH_PLAN_LINK_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    return secret;
  }
  return development ? DEVELOPMENT_PLAN_LINK_SECRET : null;
}

function sign(secret: string, text: string): Buffer {
  return createHmac('sha256', `plan-link:${secret}`).update(text).digest();
}

export function signPlanLink(secret: string, planId: string, action: PlanLinkAction, now: Date, roundDate?: string): string {
  const text = JSON.stringify({
    i: randomBytes(16).toString('base64url'),
    p: planId,
    a: action,
    e: now.getTime() + PLAN_LINK_LIFETIME_MS,
    ...(roundDate ? { r: roundDate } : {}),
  });
  return `${Buffer.from(text).toString('base64url')}.${sign(secret, text).toString('base64url')}`;
}

export type LinkReading = { ok: true; link: PlanLink } | { ok: false; reason: 'malformed' | 'expired' };

/** What a token says, once its signature holds and it has not expired. A forged or altered token is `malformed`. */
export function readPlanLink(secret: string, token: string, now: Date): LinkReading {
  const parts = token.split('.');
  if (parts.length !== 2 || token.length > 400) return { ok: false, reason: 'malformed' };
  const [body, signature] = parts as [string, string];
  const text = Buffer.from(body, 'base64url').toString('utf8');
  if (Buffer.from(text).toString('base64url') !== body) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signature) {
    return { ok: false, reason: 'malformed' };
  }
  let fields: { i?: unknown; p?: unknown; a?: unknown; e?: unknown; r?: unknown };
  try {
    fields = JSON.parse(text) as typeof fields;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { i, p, a, e, r } = fields;
  if (typeof i !== 'string' || typeof p !== 'string' || typeof e !== 'number' || !PLAN_LINK_ACTIONS.includes(a as PlanLinkAction)) {
    return { ok: false, reason: 'malformed' };
  }
  if (r !== undefined && (typeof r !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r))) return { ok: false, reason: 'malformed' };
  if (e <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, link: { id: i, planId: p, action: a as PlanLinkAction, expiresAt: new Date(e), ...(r ? { roundDate: r } : {}) } };
}
