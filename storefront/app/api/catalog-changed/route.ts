import { revalidateTag } from 'next/cache';
import { CATALOG_TAG } from '../../../lib/api';
import { problemResponse } from '../../../lib/problem-response';
import { staffAccess } from '../../../lib/staff';

const problem = (status: number, title: string, detail: string) => problemResponse(status, title, detail, { 'cache-control': 'no-store' });

/**
 * Ops withdrew or restored an experience and the api's catalog shows it: this storefront process's cached catalog
 * answers (product pages, listings, cities, search) expire at once, so the next visitor sees the change. Other
 * storefront processes (the other variant, replicas) are told by the api (app/api/revalidate). Ops only, same site only.
 * The storefront's own route (the catch-all beside it forwards every other /api path to the api).
 */
export async function POST(req: Request): Promise<Response> {
  if (req.headers.get('sec-fetch-site') === 'cross-site') return problem(403, 'Forbidden', 'Only this site’s own pages may ask for this.');
  const access = await staffAccess(['ops']);
  if (access.kind === 'anonymous') return problem(401, 'Unauthorized', 'Sign in as ops first.');
  if (access.kind !== 'allowed') return problem(403, 'Forbidden', 'This is for ops staff only.');
  revalidateTag(CATALOG_TAG, { expire: 0 });
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
