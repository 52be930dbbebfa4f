/** A message the local SMTP server received, as the dev mailbox page and the tests read it. */
export interface ReceivedMail {
  /** Its place in the mailbox, 1 for the first message: the dev page's address for it. */
  id: number;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  from: string;
  /** The envelope's recipients (RCPT TO), as the sender gave them. */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or null for a plain-text message. */
  html: string | null;
  receivedAt: string;
  /** How many times this Message-ID arrived: above 1, the same message was sent again. */
  deliveries: number;
}

export type IncomingMail = Omit<ReceivedMail, 'id' | 'receivedAt' | 'deliveries'>;

export interface LocalMailbox {
  /** Keeps a message; one that repeats a kept Message-ID counts a delivery instead of a second copy. */
  receive(mail: IncomingMail): ReceivedMail;
  /** Everything kept, oldest first. */
  messages(): readonly ReceivedMail[];
  /** The messages to this address (compared case-insensitively), oldest first. */
  messagesTo(address: string): ReceivedMail[];
  /** The newest message to this address, if any. */
  lastMessageTo(address: string): ReceivedMail | undefined;
  find(id: number): ReceivedMail | undefined;
}

/** A development server runs for days: past this many messages the oldest go. */
export const LOCAL_MAILBOX_CAPACITY = 500;

/**
 * The local SMTP server's memory. A resend with the same idempotency key has the same Message-ID,
 * so it is one message here, as in a real mail client, with its deliveries counted so a doubled
 * send still shows.
 */
export function createLocalMailbox(options: { now: () => Date; capacity?: number }): LocalMailbox {
  const capacity = options.capacity ?? LOCAL_MAILBOX_CAPACITY;
  const kept: ReceivedMail[] = [];
  let lastId = 0;
  const isTo = (address: string) => {
    const wanted = address.trim().toLowerCase();
    return (mail: ReceivedMail) => mail.to.some((to) => to.toLowerCase() === wanted);
  };
  return {
    receive(mail) {
      const known = kept.find((held) => held.messageId === mail.messageId);
      if (known) {
        known.deliveries += 1;
        return known;
      }
      const received: ReceivedMail = { ...mail, id: ++lastId, receivedAt: options.now().toISOString(), deliveries: 1 };
      kept.push(received);
      if (kept.length > capacity) kept.splice(0, kept.length - capacity);
      return received;
    },
    messages: () => kept,
    messagesTo: (address) => kept.filter(isTo(address)),
    lastMessageTo: (address) => kept.findLast(isTo(address)),
    find: (id) => kept.find((mail) => mail.id === id),
  };
}
