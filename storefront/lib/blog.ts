/**
 * The blog's articles (texts in the message files under blog.{slug}-title/-excerpt/-body/-alt; the body's paragraphs
 * are separated by a blank line). Each has the catalog's image of its city (the api renders it at every width).
 */
export const BLOG_POSTS = [
  { slug: 'alula', date: '2026-10-02', image: 'city-alula' },
  { slug: 'redsea', date: '2026-09-14', image: 'city-jeddah' },
  { slug: 'dubai', date: '2026-08-21', image: 'city-dubai' },
] as const;

/** How many questions the FAQ page answers (pages.faq{n}q / faq{n}a in the message files). */
export const FAQ_COUNT = 11;
