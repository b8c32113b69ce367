import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, OPS, startFormsTestApp, type FormsTestApp } from '../reviews/testing/index.ts';

let t: FormsTestApp;
beforeAll(async () => {
  t = await startFormsTestApp('chat');
});
afterAll(async () => t?.close());

const start = (message: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/chats', { messageId: randomUUID(), message, name: 'Huda' }, { ip: freshIp(), headers });

describe('live chat', () => {
  it('a visitor starts a chat, ops answer, and both read the same conversation', async () => {
    const started = await start('Is the desert safari suitable for children?', { 'accept-language': 'ar' });
    expect(started.status).toBe(201);
    const chatId = started.body.chatId as string;
    expect(chatId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(started.body).toMatchObject({ locale: 'ar', waitingForOps: true, messages: [{ from: 'visitor', message: 'Is the desert safari suitable for children?' }] });

    const ops = await t.signIn(OPS.email, OPS.password);
    await t.readModelsCaughtUp();
    const inbox = await t.request('GET', '/ops/chats', undefined, { cookie: ops });
    expect(inbox.status).toBe(200);
    expect(inbox.body.chats[0]).toMatchObject({ chatId, waitingForOps: true });

    const answer = await t.request('POST', `/ops/chats/${chatId}/messages`, { messageId: randomUUID(), message: 'Yes, from 3 years old.' }, { cookie: ops });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ waitingForOps: false });
    await t.readModelsCaughtUp();
    const seen = await t.request('GET', `/chats/${chatId}`);
    expect(seen.body.messages.map((m: { from: string; message: string }) => [m.from, m.message])).toEqual([
      ['visitor', 'Is the desert safari suitable for children?'],
      ['ops', 'Yes, from 3 years old.'],
    ]);
  });

  it('records a resent message once', async () => {
    const chatId = (await start('Hello')).body.chatId as string;
    const message = { messageId: randomUUID(), message: 'Are you there?' };
    const first = await t.request('POST', `/chats/${chatId}/messages`, message, { ip: freshIp() });
    const again = await t.request('POST', `/chats/${chatId}/messages`, message, { ip: freshIp() });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.messages).toHaveLength(2);
    expect(await t.countEvents(`chat-${chatId}`)).toBe(3);
  });

  it('refuses bad input and unknown chats with problems in the reader’s language, recording nothing', async () => {
    const before = await t.countEvents('chat-');
    const empty = await t.request('POST', '/chats', { messageId: randomUUID(), message: '   ' }, { ip: freshIp() });
    expect(empty.status).toBe(400);
    expect(empty.headers['content-type']).toMatch(/application\/problem\+json/);
    const extra = await t.request('POST', '/chats', { messageId: randomUUID(), message: 'hi', admin: true }, { ip: freshIp() });
    expect(extra.status).toBe(400);
    const unknown = await t.request('POST', '/chats/AAAAAAAAAAAAAAAAAAAAAAAA/messages', { messageId: randomUUID(), message: 'hi' }, { ip: freshIp(), headers: { 'accept-language': 'ar' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('هذه المحادثة غير موجودة. ابدأ محادثة جديدة.');
    const badId = await t.request('GET', '/chats/not-a-chat');
    expect(badId.status).toBe(400);
    expect(await t.countEvents('chat-')).toBe(before);
  });

  it('keeps the ops side to ops', async () => {
    const chatId = (await start('Hello')).body.chatId as string;
    const customer = await t.signUp();
    expect((await t.request('GET', '/ops/chats')).status).toBe(401);
    expect((await t.request('GET', '/ops/chats', undefined, { cookie: customer.cookie })).status).toBe(403);
    const impostor = await t.request('POST', `/ops/chats/${chatId}/messages`, { messageId: randomUUID(), message: 'I am ops' }, { cookie: customer.cookie });
    expect(impostor.status).toBe(403);
    expect(await t.countEvents(`chat-${chatId}`)).toBe(2);
  });
});
