import type { ModuleDefinition } from '../main/module-context.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { chatsProjection } from './chats-projection.ts';
import { registerChatRoutes } from './routes.ts';

/** The live chat between visitors and ops. */
export const chatModule: ModuleDefinition = {
  name: 'chat',
  projections: [registerProjection(chatsProjection)],
  routes: (app, { store, redis, prefix, now, identity }) => registerChatRoutes(app, { store, redis, prefix, now, authorizer: identity.authorizer }),
};
