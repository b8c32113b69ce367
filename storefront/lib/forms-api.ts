import { ApiError, apiRequest, auth, CSRF_KEY, qs } from './api';
import type { ChatConversation } from './types';
import type { ReviewPublished, ReviewsPage } from './api-types.generated';

/**
 * The storefront's forms over the api (contact, feedback, partner registration, reviews). In the browser every call
 * goes through the same-origin /api proxy; a signed-in visitor's write carries the session's CSRF token.
 */

export interface EnquiryBody {
  enquiryId: string;
  kind: 'contact' | 'feedback';
  name: string;
  email: string;
  phone?: { countryCode: string; number: string };
  subject: string;
  message: string;
  locale: 'en' | 'ar';
}

export interface PartnerApplicationBody {
  companyName: string;
  contactName: string;
  email: string;
  phone: { countryCode: string; number: string };
  country: string;
  city?: string;
  website?: string;
  businessType: 'tourOperator' | 'activityProvider' | 'attraction' | 'transport' | 'hotel' | 'other';
  message?: string;
  locale: 'en' | 'ar';
}

export interface ReviewBody {
  rating: number;
  title: string;
  text: string;
  displayName?: string;
  locale: 'en' | 'ar';
}

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
  submit: (body: EnquiryBody) =>
    withSessionToken(() => apiRequest<{ enquiryId: string; kind: string; message: string }>('/enquiries', { method: 'POST', body, headers: { 'idempotency-key': body.enquiryId } })),
};

export const partners = {
  apply: (body: PartnerApplicationBody) => withSessionToken(() => apiRequest<{ applicationId: string; message: string }>('/partners/applications', { method: 'POST', body })),
};

export const reviews = {
  path: (experienceId: string, page = 1) => `/experiences/${encodeURIComponent(experienceId)}/reviews${qs({ page: page > 1 ? page : undefined })}`,
  list: (experienceId: string, page = 1) => apiRequest<ReviewsPage>(reviews.path(experienceId, page)),
  submit: (experienceId: string, body: ReviewBody) =>
    withSessionToken(() => apiRequest<ReviewPublished>(`/experiences/${encodeURIComponent(experienceId)}/reviews`, { method: 'POST', body })),
};

/**
 * The live chat. The chat id the api answers with is the visitor's key to the conversation: it stays in this browser
 * (localStorage), never in a url. Ops answer through their own routes with the ops session.
 */
export const chats = {
  path: (chatId: string) => `/chats/${encodeURIComponent(chatId)}`,
  start: (body: { messageId: string; message: string; name?: string; locale: 'en' | 'ar' }) =>
    withSessionToken(() => apiRequest<ChatConversation>('/chats', { method: 'POST', body })),
  write: (chatId: string, body: { messageId: string; message: string }) =>
    withSessionToken(() => apiRequest<ChatConversation>(`${chats.path(chatId)}/messages`, { method: 'POST', body })),
  opsPath: '/ops/chats',
  answer: (chatId: string, body: { messageId: string; message: string }) =>
    apiRequest<ChatConversation>(`/ops/chats/${encodeURIComponent(chatId)}/messages`, { method: 'POST', body }),
};
