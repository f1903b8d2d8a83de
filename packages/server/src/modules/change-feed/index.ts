// The change feed's face: how a process is wired to the change log (what other processes on the same
// database commit, and what this one tells them).
export type { ChangeFeed } from './change-feed.ts';
export { wireChangeFeed } from './change-feed-wiring.ts';
