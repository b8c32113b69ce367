import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { REVALIDATABLE_TAGS } from '../../../lib/catalog-cache';
import { problemResponse as problem } from '../../../lib/problem-response';


function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/revalidate (`authorization: Bearer <STOREFRONT_REVALIDATE_SECRET>`, body `{"tags":["catalog"]}`): the api
 * says its catalog changed, so the cached catalog answers are dropped now (`expire: 0`: the next visitor waits for
 * the fresh answer rather than seeing a withdrawn product or an old price). Without the secret configured the
 * endpoint does not exist; a wrong secret or an unknown tag changes nothing.
 */
export async function POST(req: NextRequest): Promise<Response> {
  const secret = process.env.STOREFRONT_REVALIDATE_SECRET;
  if (!secret) return problem(404, 'Not Found', 'There is nothing here.');
  const auth = req.headers.get('authorization') ?? '';
  if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice('Bearer '.length), secret)) return problem(401, 'Unauthorized', 'The revalidation secret is missing or wrong.');
  const body = (await req.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags) ? body.tags : null;
  if (!tags || tags.length === 0 || !tags.every((t): t is string => typeof t === 'string' && REVALIDATABLE_TAGS.includes(t))) {
    return problem(400, 'Bad Request', `tags must be a non-empty list of: ${REVALIDATABLE_TAGS.join(', ')}.`);
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204 });
}
