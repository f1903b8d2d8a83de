/**
 * Response serialisation: Fastify's fast-json-stringify compiler, with each compiled serializer kept per
 * response schema for the life of the process. The route schemas are module-level TypeBox values, so a second
 * app in the same process (the tests build one per test, a server builds one) reuses the first's code: at
 * start, compiling the routes' response schemas is some 60 % of building the app.
 *
 * A serializer depends only on its schema, the shared schemas and the serializer options; the cache is used
 * only when there are no shared schemas (the app adds none), and is kept per set of options.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

const fromSelector = SerializerSelector();
type BuildSerializer = typeof fromSelector;
type Serialize = ReturnType<ReturnType<BuildSerializer>>;

/** Per serializer options (as JSON), the compiled serializer of each schema object. */
const compiledByOptions = new Map<string, WeakMap<object, Serialize>>();

/** Fastify's `schemaController.compilersFactory.buildSerializer`: the default one, compiled once per schema. */
export const buildCachedSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = fromSelector(externalSchemas, options);
  const shared = typeof externalSchemas === 'object' && externalSchemas !== null;
  if (shared && Object.keys(externalSchemas).length > 0) return compile;
  const key = JSON.stringify(options ?? {});
  let compiled = compiledByOptions.get(key);
  if (compiled === undefined) {
    compiled = new WeakMap();
    compiledByOptions.set(key, compiled);
  }
  const cache = compiled;
  return (route) => {
    const schema: unknown = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serialize = cache.get(schema);
    if (serialize === undefined) {
      serialize = compile(route);
      cache.set(schema, serialize);
    }
    return serialize;
  };
};
