import { hash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SendOnceMarker } from './send-once-marker.ts';
import { createOutboxWhatsAppSender, type WhatsAppSender } from './whatsapp-port.ts';

export type OutboxKind = 'email' | 'whatsapp';

/** A file the e-mail carries; with a `cid`, an image the HTML part shows inline (`<img src="cid:…">`). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

export interface EmailMessage {
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

export interface WhatsAppMessage {
  idempotencyKey: string;
  /** E.164, e.g. +966501234567. */
  to: string;
  text: string;
}

export interface SendResult {
  /** 'duplicate': this idempotency key was sent before; nothing was sent now. */
  status: 'sent' | 'duplicate';
  messageId: string;
}

export interface OutboxEmail {
  kind: 'email';
  idempotencyKey: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** What it carried besides the text (the content is in the .eml / the sent mail). */
  attachments?: { filename: string; contentType: string; cid: string | null }[];
  sentAt: string;
  transport: 'file' | 'smtp';
  /** The raw RFC 822 message, for the file transport. */
  emlFile: string | null;
}

export interface OutboxWhatsApp {
  kind: 'whatsapp';
  idempotencyKey: string;
  messageId: string;
  to: string;
  text: string;
  sentAt: string;
  transport: string;
}

export interface OutboxMessages {
  email: OutboxEmail;
  whatsapp: OutboxWhatsApp;
}

export interface Notifier {
  sendEmail(m: EmailMessage): Promise<SendResult>;
  sendWhatsApp(m: WhatsAppMessage): Promise<SendResult>;
  /** Every message sent (or written to the file outbox), newest first. */
  listOutbox<K extends OutboxKind>(kind: K): Promise<OutboxMessages[K][]>;
  close(): Promise<void>;
}

export interface NotifierOptions {
  /** Holds email/ and whatsapp/: one JSON record per message sent (a viewer) and, for file e-mail, its .eml. */
  outboxDir: string;
  /** Where "this key was sent" lives for every replica (Redis), not in the local outbox directory. */
  marker: SendOnceMarker;
  /** smtp:// or smtps:// url; without it e-mail goes to the file outbox. */
  smtpUrl?: string;
  from: string;
  whatsApp?: WhatsAppSender;
  now?: () => Date;
}

/** The file name for a key: derived, so a resend finds the first record; hashed, so any key is a safe name. */
const fileKey = (idempotencyKey: string) => hash('sha256', idempotencyKey, 'hex').slice(0, 40);

function requireText(value: unknown, what: string): void {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`A notification needs ${what}.`);
}

/**
 * Sends the buyer's e-mail and WhatsApp messages at most once per idempotency key, across retries, restarts and
 * replicas: the shared marker decides who sends; the transport runs before the key is marked sent, so a crash
 * between the two means one resend, never a lost message.
 */
export function createNotifier(o: NotifierOptions): Notifier {
  const now = o.now ?? (() => new Date());
  const dirs: Record<OutboxKind, string> = { email: join(o.outboxDir, 'email'), whatsapp: join(o.outboxDir, 'whatsapp') };
  const ready = Promise.all([mkdir(dirs.email, { recursive: true }), mkdir(dirs.whatsapp, { recursive: true })]);
  const smtp = o.smtpUrl ? nodemailer.createTransport(o.smtpUrl) : null;
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const whatsApp = o.whatsApp ?? createOutboxWhatsAppSender();
  const inFlight = new Map<string, Promise<SendResult>>();

  /** One send per key in this process at a time; a concurrent duplicate waits for the first and reports 'duplicate'. */
  const once = (kind: OutboxKind, idempotencyKey: string, send: (key: string, messageId: string) => Promise<object>): Promise<SendResult> => {
    const key = fileKey(idempotencyKey);
    const flightKey = `${kind}:${key}`;
    const running = inFlight.get(flightKey);
    if (running) return running.then((r) => ({ status: 'duplicate', messageId: r.messageId }));
    const run = (async (): Promise<SendResult> => {
      await ready;
      const messageId = `<${key}@rihla.notifications>`;
      const status = await o.marker.once(flightKey, async () => {
        const record = await send(key, messageId);
        // Written synchronously, like the .eml: a small file into the page cache costs ~50-60 µs of CPU this way and
        // ~150-190 µs through fs/promises (open, write and close each a thread-pool hop; docs/benchmarks.md, issue 26),
        // and a confirmation writes three of them.
        writeFileSync(join(dirs[kind], `${key}.json`), JSON.stringify(record, null, 2));
      });
      return { status, messageId };
    })();
    inFlight.set(flightKey, run);
    return run.finally(() => inFlight.delete(flightKey));
  };

  return {
    async sendEmail(m) {
      requireText(m.idempotencyKey, 'an idempotency key');
      requireText(m.subject, 'a subject');
      requireText(m.text, 'a text');
      if (typeof m.to !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(m.to)) throw new Error(`"${String(m.to)}" is not an e-mail address.`);
      return once('email', m.idempotencyKey, async (key, messageId) => {
        const mail = { from: o.from, to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}), ...(m.attachments?.length ? { attachments: m.attachments } : {}), messageId };
        let emlFile: string | null = null;
        if (smtp) await smtp.sendMail(mail);
        else {
          const info = await fileTransport.sendMail(mail);
          emlFile = join(dirs.email, `${key}.eml`);
          writeFileSync(emlFile, info.message as Buffer);
        }
        const record: OutboxEmail = {
          kind: 'email',
          idempotencyKey: m.idempotencyKey,
          messageId,
          from: o.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          ...(m.attachments?.length ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, cid: a.cid ?? null })) } : {}),
          sentAt: now().toISOString(),
          transport: smtp ? 'smtp' : 'file',
          emlFile,
        };
        return record;
      });
    },

    async sendWhatsApp(m) {
      requireText(m.idempotencyKey, 'an idempotency key');
      requireText(m.text, 'a text');
      if (typeof m.to !== 'string' || !/^\+[1-9]\d{6,14}$/.test(m.to)) {
        throw new Error(`"${String(m.to)}" is not a phone number in international format (e.g. +966501234567).`);
      }
      return once('whatsapp', m.idempotencyKey, async (_key, messageId) => {
        await whatsApp.send({ messageId, to: m.to, text: m.text });
        const record: OutboxWhatsApp = { kind: 'whatsapp', idempotencyKey: m.idempotencyKey, messageId, to: m.to, text: m.text, sentAt: now().toISOString(), transport: whatsApp.transport };
        return record;
      });
    },

    async listOutbox<K extends OutboxKind>(kind: K): Promise<OutboxMessages[K][]> {
      await ready;
      const names = (await readdir(dirs[kind])).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
      const records = await Promise.all(
        names.map(async (n) => {
          try {
            return JSON.parse(await readFile(join(dirs[kind], n), 'utf8')) as OutboxMessages[K];
          } catch {
            return null;
          }
        }),
      );
      return records
        .filter((r): r is NonNullable<typeof r> => r !== null)
        .sort((a, b) => (a.sentAt === b.sentAt ? a.messageId.localeCompare(b.messageId) : a.sentAt < b.sentAt ? 1 : -1));
    },

    async close() {
      await Promise.allSettled([...inFlight.values()]);
      smtp?.close();
      fileTransport.close();
    },
  };
}
