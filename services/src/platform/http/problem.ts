import type { z } from 'zod';

/** RFC 9457 problem details: the one error shape the api answers with. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  /** Field-level messages a form can show next to its inputs. */
  errors?: { path: string; message: string }[];
  [extension: string]: unknown;
}

/** A detail a person reads: one sentence per language (the api answers in the request's), or developer-facing English. */
export type ProblemDetail = string | { en: string; ar: string };

export class HttpProblem extends Error {
  readonly detail: string;
  readonly extensions: Partial<ProblemDetails>;
  constructor(
    readonly status: number,
    readonly title: string,
    detail: ProblemDetail,
    extensions: Partial<ProblemDetails> = {},
  ) {
    const text = typeof detail === 'string' ? detail : detail.en;
    super(text);
    this.name = 'HttpProblem';
    this.detail = text;
    this.extensions = typeof detail === 'string' ? extensions : { ...extensions, localizedDetail: detail };
  }

  /**
   * `language`: the reader's. A problem meant for a person carries `localizedDetail` ({ en, ar }); its `detail` is then
   * the sentence in the request's language, and both stay in the body so a client can show either.
   */
  toJSON(instance?: string, language: 'en' | 'ar' = 'en'): ProblemDetails {
    const slug = this.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const localized = this.extensions.localizedDetail as { en?: unknown; ar?: unknown } | undefined;
    const chosen = localized?.[language];
    const detail = typeof chosen === 'string' ? chosen : this.detail;
    return { type: `https://rihla.example/problems/${slug}`, title: this.title, status: this.status, ...(instance ? { instance } : {}), ...this.extensions, detail };
  }
}

export const badRequest = (detail: ProblemDetail, errors?: ProblemDetails['errors']) =>
  new HttpProblem(400, 'Bad Request', detail, errors ? { errors } : {});
export const notFound = (detail: ProblemDetail) => new HttpProblem(404, 'Not Found', detail);
export const conflict = (detail: ProblemDetail, extensions: Partial<ProblemDetails> = {}) => new HttpProblem(409, 'Conflict', detail, extensions);
export const unprocessable = (detail: ProblemDetail, extensions: Partial<ProblemDetails> = {}) => new HttpProblem(422, 'Unprocessable Content', detail, extensions);
export const unauthorized = (detail: string) => new HttpProblem(401, 'Unauthorized', detail);
export const forbidden = (detail: string) => new HttpProblem(403, 'Forbidden', detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpProblem(429, 'Too Many Requests', detail, { retryAfterSeconds });

const pathOf = (issue: z.core.$ZodIssue) => (issue.path.length ? issue.path.map(String).join('.') : '(root)');

/** Parses untrusted input with a zod schema; on failure, a 400 whose detail names every wrong field in plain words. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: pathOf(i), message: i.message }));
  const detail = `The ${what} is not valid: ${errors.map((e) => (e.path === '(root)' ? e.message : `${e.path}: ${e.message}`)).join('; ')}.`;
  throw badRequest(detail, errors);
}
