import { hash, randomUUID } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
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
  /** What it carried besides the text (the content is in `eml` / the sent mail). */
  attachments?: { filename: string; contentType: string; cid: string | null }[];
  sentAt: string;
  transport: 'file' | 'smtp';
  /** The raw RFC 822 message, for the file transport. */
  eml: string | null;
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
  /**
   * Holds email/ and whatsapp/: each notifier appends one JSON line per message sent to a file of its own there
   * (`<pid>-<uuid>.jsonl`; a file e-mail's line carries its raw message). Earlier versions wrote a `.json` file per
   * message, still listed.
   */
  outboxDir: string;
  /** Where "this key was sent" lives for every replica (Redis), not in the local outbox directory. */
  marker: SendOnceMarker;
  /** smtp:// or smtps:// url; without it e-mail goes to the file outbox. */
  smtpUrl?: string;
  from: string;
  whatsApp?: WhatsAppSender;
  now?: () => Date;
}

/** A key's digest: its message's Message-ID and its send-once mark derive from it; hashed, so any key is safe in both. */
const keyDigest = (idempotencyKey: string) => hash('sha256', idempotencyKey, 'hex').slice(0, 40);

/**
 * Every message an outbox directory holds of a kind, newest first: the lines of every notifier's `.jsonl` file, and the
 * `.json` files earlier versions wrote. A message sent again (a crash between sending and marking it sent) is listed
 * once, as last sent.
 */
export async function readOutbox<K extends OutboxKind>(outboxDir: string, kind: K): Promise<OutboxMessages[K][]> {
  const dir = join(outboxDir, kind);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(names.filter((n) => (n.endsWith('.jsonl') || n.endsWith('.json')) && !n.startsWith('.')).map((n) => readFile(join(dir, n), 'utf8').then((text) => ({ n, text }), () => null)));
  const byMessage = new Map<string, OutboxMessages[K]>();
  for (const file of files) {
    if (!file) continue;
    for (const line of file.n.endsWith('.jsonl') ? file.text.split('\n') : [file.text]) {
      let record: OutboxMessages[K];
      try {
        record = JSON.parse(line) as OutboxMessages[K];
      } catch {
        continue; // an empty last line, or one another process is still writing
      }
      const seen = byMessage.get(record.messageId);
      if (!seen || seen.sentAt < record.sentAt) byMessage.set(record.messageId, record);
    }
  }
  return [...byMessage.values()].sort((a, b) => (a.sentAt === b.sentAt ? a.messageId.localeCompare(b.messageId) : a.sentAt < b.sentAt ? 1 : -1));
}

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
  // One file per notifier and kind, opened once and appended to: creating a file per message cost 130-1,000 µs of kernel
  // CPU each on an ext4 disk here (three per confirmation), an append ~5 µs (docs/benchmarks.md, issue 26). Written
  // synchronously, a line is never interleaved with another of this process.
  const logs: Partial<Record<OutboxKind, number>> = {};
  const append = (kind: OutboxKind, record: object) => {
    logs[kind] ??= openSync(join(dirs[kind], `${process.pid}-${randomUUID()}.jsonl`), 'a');
    const line = Buffer.from(`${JSON.stringify(record)}\n`);
    for (let written = 0; written < line.length; ) written += writeSync(logs[kind], line, written);
  };

  /** One send per key in this process at a time; a concurrent duplicate waits for the first and reports 'duplicate'. */
  const once = (kind: OutboxKind, idempotencyKey: string, send: (key: string, messageId: string) => Promise<object>): Promise<SendResult> => {
    const key = keyDigest(idempotencyKey);
    const flightKey = `${kind}:${key}`;
    const running = inFlight.get(flightKey);
    if (running) return running.then((r) => ({ status: 'duplicate', messageId: r.messageId }));
    const run = (async (): Promise<SendResult> => {
      await ready;
      const messageId = `<${key}@rihla.notifications>`;
      const status = await o.marker.once(flightKey, async () => {
        const record = await send(key, messageId);
        append(kind, record);
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
      return once('email', m.idempotencyKey, async (_key, messageId) => {
        const mail = { from: o.from, to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}), ...(m.attachments?.length ? { attachments: m.attachments } : {}), messageId };
        let eml: string | null = null;
        if (smtp) await smtp.sendMail(mail);
        else eml = ((await fileTransport.sendMail(mail)).message as Buffer).toString('utf8');
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
          eml,
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
      return readOutbox(o.outboxDir, kind);
    },

    async close() {
      await Promise.allSettled([...inFlight.values()]);
      // Forgotten once closed: a send after close opens a new file instead of writing to a number the system may reuse.
      for (const kind of Object.keys(logs) as OutboxKind[]) {
        closeSync(logs[kind]!);
        delete logs[kind];
      }
      smtp?.close();
      fileTransport.close();
    },
  };
}
