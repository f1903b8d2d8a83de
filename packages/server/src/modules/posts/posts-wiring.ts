/** The posts module wired: the back office's posts and their public list. */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createPostsRepository } from './posts.repository.ts';
import { postsRoutes } from './posts.routes.ts';
import { createPostsService } from './posts.service.ts';

export function wirePosts(ctx: WireContext) {
  const service = createPostsService({ posts: createPostsRepository(ctx.db), clock: ctx.clock });
  return {
    service,
    async routes(app) {
      await app.register(postsRoutes({ posts: service }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}
