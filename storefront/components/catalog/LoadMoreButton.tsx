'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The scripted 'Load More Experiences' of a server-rendered list: it appears once the page's script runs and asks the
 * router for the same page with `?page=N` (pages 1..N render on the server), landing on the first new card. Before
 * that the page shows nothing here; without scripts the `<noscript>` GET form beside it does the same. A native form
 * submitted while Next.js hydrated could be dropped without a request (issue 25.5's flaky search test: reproduced by
 * clicking as soon as the button showed), so a click can no longer land in that window.
 */
export function LoadMoreButton({ target, label }: { target: string; label: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const pathname = usePathname();
  if (!hydrated) return null;
  return (
    <button type="button" className="btn btn-outlined" onClick={() => router.push(`${pathname}${target}`)}>
      {label}
    </button>
  );
}
