import { checkPostBody, type ListQuery, type Post, type PostBody, type PostList } from '@meteodeck/contract';
import { invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { toRowPage } from '../list-page.ts';
import type { PostsRepository } from './posts.repository.ts';

export interface PostsService {
  /** One page of news, newest first unless `order` is ASC, and the total count. */
  list(query: ListQuery): Promise<PostList>;
  /** Post `id`; 404 when absent. */
  get(id: number): Promise<Post>;
  /** Creates a post; 400 with every field problem. */
  create(body: PostBody): Promise<Post>;
  /** Replaces post `id`; 404 when absent, 400 as for create. */
  update(id: number, body: PostBody): Promise<Post>;
  /** Deletes post `id`; 404 when absent. */
  remove(id: number): Promise<void>;
}

const missing = (id: number) => notFound(`News ${id} introuvable`);

export function createPostsService(deps: { posts: PostsRepository; clock: Clock }): PostsService {
  const { posts, clock } = deps;
  const checkBody = (body: PostBody) => {
    const result = checkPostBody(body);
    if (!result.ok) throw invalidAll(result.problems);
    return result.value;
  };
  return {
    async list(query) {
      const [items, numberOfResult] = await Promise.all([posts.list(toRowPage(query)), posts.count()]);
      return { posts: items, numberOfResult };
    },
    async get(id) {
      const post = await posts.findById(id);
      if (post === undefined) throw missing(id);
      return post;
    },
    async create(body) {
      return posts.insert(checkBody(body), clock.now());
    },
    async update(id, body) {
      if ((await posts.findById(id)) === undefined) throw missing(id);
      const post = await posts.update(id, checkBody(body), clock.now());
      if (post === undefined) throw missing(id);
      return post;
    },
    async remove(id) {
      if (!(await posts.delete(id))) throw missing(id);
    },
  };
}
