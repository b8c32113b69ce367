/** chat's testing face: what other modules' specs and testing/ helpers use of chat beyond its index.ts. */
export { chatsProjection } from '../chats-projection.ts';
export { registerChatRoutes } from '../routes.ts';
