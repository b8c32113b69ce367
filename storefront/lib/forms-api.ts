import { answer, api, ApiError, auth, CSRF_KEY, type BodyOf } from './api';

/**
 * The storefront's forms over the api (contact, feedback, partner registration, reviews). In the browser every call
 * goes through the same-origin /api proxy; a signed-in visitor's write carries the session's CSRF token.
 */

export type EnquiryBody = BodyOf<'/enquiries', 'post'>;
export type PartnerApplicationBody = BodyOf<'/partners/applications', 'post'>;
export type ReviewBody = BodyOf<'/experiences/{id}/reviews', 'post'>;

export type { ReviewsPage, ReviewView } from './api-types.generated';

/** A new id per form fill: resubmitting the same fill (a double click, a retry) is the same enquiry. */
export const newFormId = (): string => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * A write that may ride on the session cookie: when the tab has no CSRF token yet (signed in in another tab), the
 * api answers 403; fetch the session's token once and send again.
 */
async function withSessionToken<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 403 || typeof window === 'undefined') throw err;
    let token: string | null = null;
    try {
      token = (await auth.me()).csrfToken;
    } catch {
      throw err;
    }
    sessionStorage.setItem(CSRF_KEY, token);
    return send();
  }
}

export const enquiries = {
  submit: (body: EnquiryBody) => withSessionToken(() => answer(api.POST('/enquiries', { body, headers: { 'idempotency-key': body.enquiryId } }))),
};

export const partners = {
  apply: (body: PartnerApplicationBody) => withSessionToken(() => answer(api.POST('/partners/applications', { body }))),
};

export const reviews = {
  submit: (id: string, body: ReviewBody) => withSessionToken(() => answer(api.POST('/experiences/{id}/reviews', { params: { path: { id } }, body }))),
};

/**
 * The live chat. The chat id the api answers with is the visitor's key to the conversation: it stays in this browser
 * (localStorage), never in a url. Ops answer through their own routes with the ops session.
 */
export const chats = {
  start: (body: BodyOf<'/chats', 'post'>) => withSessionToken(() => answer(api.POST('/chats', { body }))),
  write: (chatId: string, body: BodyOf<'/chats/{chatId}/messages', 'post'>) => withSessionToken(() => answer(api.POST('/chats/{chatId}/messages', { params: { path: { chatId } }, body }))),
  answer: (chatId: string, body: BodyOf<'/ops/chats/{chatId}/messages', 'post'>) => answer(api.POST('/ops/chats/{chatId}/messages', { params: { path: { chatId } }, body })),
};
