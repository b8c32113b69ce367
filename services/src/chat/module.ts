import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { chatsProjection } from './chats-projection.ts';
import { registerChatRoutes } from './routes.ts';

/** The live chat between visitors and ops. */
export const chatModule: ModuleDefinition = {
  name: 'chat',
  projections: [registerProjection(chatsProjection)],
  routes: (app, { store, redis, prefix, now, access }) => registerChatRoutes(app, { store, redis, prefix, now, authorizer: access.authorizer }),
};
