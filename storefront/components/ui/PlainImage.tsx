import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A picture as a plain `<img>` with the image loader's srcset, rendered on the server: no next/image client component
 * becomes a script of the page. With `priority` it is one of the page's largest pictures: loaded at once at high
 * priority and preloaded from the head; otherwise it loads lazily.
 */
export function PlainImage({ src, alt, width, height, sizes, priority = false }: { src: string; alt: string; width: number; height: number; sizes: string; priority?: boolean }) {
  const { props } = getImageProps({ src, alt, width, height, sizes, loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : undefined });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return <img {...props} alt={alt} />;
}
