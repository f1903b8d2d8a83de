import { isPost } from 'virtual:answer-checks';
import type { Post } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/post/{id}: one news post, whole (the strip shows five lines of it). */
export async function getPost(id: string, signal?: AbortSignal): Promise<Post> {
  return apiRequest(`/api/post/${encodeURIComponent(id)}`, isPost, signal === undefined ? {} : { signal });
}

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['post', 'one', id],
    queryFn: ({ signal }) => getPost(id, signal),
    retry: false,
  });
}

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}
