import type { IncomingMessage, ServerResponse } from 'node:http';

/** A route outside GraphQL: answers and returns true, or returns false for someone else's path. */
export type HttpRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** The request body as text, or null past `limit` bytes (a webhook's own cap; 64 KB unless said). */
export async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
