/** News posts (GET/POST /api/post, GET/PUT/DELETE /api/post/{id}); the web calls them "news". */
import { type Static, Type } from 'typebox';
import { type Checked, checked, FieldProblems, FRENCH_FIELD_MESSAGES } from './field-checks.ts';

/** A news post. Dates ISO 8601, UTC. `description` is plain text (the web renders it as text). */
export const Post = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Post = Static<typeof Post>;

/** GET /api/post answer. */
export const PostList = Type.Object({
  posts: Type.Array(Post),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type PostList = Static<typeof PostList>;

/** Body of POST /api/post and PUT /api/post/{id}: JSON types only, {@link checkPostBody} has the rules. */
export const PostBody = Type.Object({
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
});
export type PostBody = Static<typeof PostBody>;

export const POST_NAME_MAX_LENGTH = 255;
export const POST_DESCRIPTION_MAX_LENGTH = 20_000;

export interface PostInput {
  name: string;
  description: string;
}

/** Checks a post body: `name` (at most 255 characters) and `description` (at most 20,000) required. */
export function checkPostBody(body: PostBody): Checked<PostInput> {
  const problems = new FieldProblems(FRENCH_FIELD_MESSAGES);
  const name = problems.text('name', body.name, { max: POST_NAME_MAX_LENGTH });
  const description = problems.text('description', body.description, { max: POST_DESCRIPTION_MAX_LENGTH });
  return checked(problems, { name, description });
}
