// The upstream module's face: what the modules that call third-party providers (forecast, geocoding, the
// web shell's home page) share: their HTTP calls, their answers' cache and their per-client limit.
export { createCachedUpstream, createMemoryTtlCache, type TtlCache } from './ttl-cache.ts';
export {
  type FetchFn,
  fetchUpstreamJson,
  malformedPayload,
  payloadParser,
} from './upstream-http.ts';
export { upstreamRateLimit } from './upstream-rate-limit.ts';
