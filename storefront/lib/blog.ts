/** The blog's articles (texts in the message files under blog.{slug}-title/-excerpt/-body). */
export const BLOG_POSTS = [
  { slug: 'alula', date: '2026-10-02', image: null },
  { slug: 'redsea', date: '2026-09-14', image: null },
  { slug: 'dubai', date: '2026-08-21', image: null },
] as const;
