'use client';
import { useEffect, useState } from 'react';
import { apiUrl, get, type GetAnswer, type GetInit, type GetPath } from './api-core';

export interface Pages<T> {
  /** The pages read so far for the current first page's parameters (none until it is named). */
  pages: T[];
  /** A page is being read. */
  loading: boolean;
  /** Reads the page after the last one (when `pageInit` names one). */
  more: () => void;
}

/**
 * Page after page of one typed GET, without SWR: the listing's filters are on every city, category and search page,
 * and read nothing until the visitor changes one. `pageInit(index, previous)` gives a page's parameters, or null when
 * there is none (not yet, or no next page). New parameters for the first page start again from it; an answer for
 * parameters no longer current is dropped.
 */
export function usePages<P extends GetPath>(path: P, pageInit: (index: number, previous: GetAnswer<P> | null) => GetInit<P> | null): Pages<GetAnswer<P>> {
  const first = pageInit(0, null);
  const key = first ? apiUrl(path, first) : null;
  const [read, setRead] = useState<{ key: string | null; pages: GetAnswer<P>[]; failed: boolean }>({ key: null, pages: [], failed: false });
  const [wanted, setWanted] = useState<{ key: string | null; count: number }>({ key: null, count: 1 });
  const pages = read.key === key ? read.pages : [];
  const failed = read.key === key && read.failed;
  const count = wanted.key === key ? wanted.count : 1;
  const next = key && !failed && pages.length < count ? pageInit(pages.length, pages.at(-1) ?? null) : null;
  const nextUrl = next ? apiUrl(path, next) : null;
  useEffect(() => {
    if (!next) return;
    let live = true;
    get(path, next).then(
      (page) => live && setRead({ key, pages: [...pages, page], failed: false }),
      () => live && setRead({ key, pages, failed: true }),
    );
    return () => {
      live = false;
    };
    // `next` is what `nextUrl` names, and `pages` the pages before it: a new url is a new read.
  }, [nextUrl]);
  const more = () => {
    // A page that failed is asked again.
    setRead((r) => (r.failed ? { ...r, failed: false } : r));
    setWanted({ key, count: pages.length + 1 });
  };
  return { pages, loading: nextUrl !== null, more };
}
