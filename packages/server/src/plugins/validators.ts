/**
 * Schema validation: Fastify's Ajv, with type coercion for what arrives as text (query strings, path
 * parameters, headers: `?page=2` must become 2) and none for JSON bodies, whose types are the sender's
 * own. With coercion a JSON `true` sent for a temperature became 1 and was stored, `[5]` became 5 and
 * `5` for a name became "5"; without it each is a 400 naming its field.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';

const fromPool = AjvCompiler();
type BuildCompilerFromPool = typeof fromPool;

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: the default compiler pool, once with the
 * app's Ajv options (coercing) for every part but the body, once without coercion for the body.
 */
export const buildStrictBodyValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = fromPool(externalSchemas, options);
  const strict =
    options?.mode === 'JTD'
      ? coercing
      : fromPool(externalSchemas, {
          ...options,
          customOptions: { ...options?.customOptions, coerceTypes: false },
        });
  // Fastify calls the compiler with its route definition ({ schema, method, url, httpPart }).
  return (route, meta) =>
    typeof route === 'object' && route.httpPart === 'body' ? strict(route, meta) : coercing(route, meta);
};
