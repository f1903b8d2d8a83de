/**
 * Schema validation: Fastify's Ajv, with type coercion for what arrives as text (query strings, path
 * parameters, headers: `?page=2` must become 2) and none for JSON bodies, whose types are the sender's
 * own. With coercion a JSON `true` sent for a temperature became 1 and was stored, `[5]` became 5 and
 * `5` for a name became "5"; without it each is a 400 naming its field.
 *
 * Ajv also coerces the text `Infinity` to a number that no `maximum` stops (`?page=Infinity` reached the SQL
 * as an offset, `?lat=Infinity` the forecast provider): a coerced part holding a non-finite number fails.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';

const fromPool = AjvCompiler();
type BuildCompilerFromPool = typeof fromPool;
type Validate = ReturnType<ReturnType<BuildCompilerFromPool>>;

/** The first key of a (flat) query, params or headers object whose value is a non-finite number. */
function nonFiniteKey(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'number' && !Number.isFinite(value)) return key;
  }
  return undefined;
}

/** `validate` (coercing), failing besides when the coerced data holds a non-finite number. */
function finiteOnly(validate: Validate): Validate {
  const wrapped: Validate = Object.assign((data: unknown) => {
    const valid = validate(data);
    const key = valid === true ? nonFiniteKey(data) : undefined;
    wrapped.errors =
      key === undefined
        ? validate.errors
        : [
            {
              instancePath: `/${key}`,
              schemaPath: '#/type',
              keyword: 'type',
              params: {},
              message: 'must be a finite number',
            },
          ];
    return key === undefined ? valid : false;
  }, validate);
  return wrapped;
}

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
    typeof route === 'object' && route.httpPart === 'body'
      ? strict(route, meta)
      : finiteOnly(coercing(route, meta));
};
