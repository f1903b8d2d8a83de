import { isPostList } from 'virtual:answer-checks';
import type { PostList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many news the public pages show (spec §9). */
export const PUBLIC_NEWS_COUNT = 3;

/** GET /api/post?maxResult=3&order=DESC: the newest news for the strip below every public page. */
export async function getLatestPosts(signal?: AbortSignal): Promise<PostList> {
  return apiRequest('/api/post', isPostList, {
    query: { maxResult: PUBLIC_NEWS_COUNT, order: 'DESC' },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function latestPostsQueryOptions() {
  return queryOptions({
    queryKey: ['post', 'latest', PUBLIC_NEWS_COUNT],
    queryFn: ({ signal }) => getLatestPosts(signal),
  });
}

export function useLatestPosts() {
  return useQuery(latestPostsQueryOptions());
}
