// The posts module's face: how it is wired into the app.
export { wirePosts } from './posts-wiring.ts';
