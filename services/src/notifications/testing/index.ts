/** notifications's testing face: what other modules' specs and testing/ helpers use of notifications beyond its index.ts. */
export { createNotifier, readOutbox, type OutboxEmail } from '../notifier.ts';
export { redisSendOnceMarker } from '../send-once-marker.ts';
export { inlineImagesOfEml } from './inline-images-of-eml.ts';
