/**
 * The browser's checks of the API's answers, compiled at build time (speed on a phone). The app
 * checks every answer against its contract schema before using it. Checking with TypeBox at run time meant
 * shipping TypeBox (its type builder, to construct the contract's schemas, and its value checker): 21 KB of
 * the home page's 200 KB of script. TypeBox also writes a schema's check as a standalone ES module
 * (`Code` from `typebox/compile`, the same checks `Check` runs), so the build writes those modules once
 * and the browser imports plain functions.
 *
 * `virtual:answer-checks` exports `is<Name>` for every schema the contract exports, e.g. `isCurrentData`;
 * each is `(value: unknown) => value is CurrentData`, declared in `src/answer-checks.d.ts`. A check the app
 * does not import is left out of the bundle. The same plugin serves Vitest and the dev server, so tests
 * run the compiled checks the build ships.
 */
import type { TSchema } from 'typebox';
import { Code } from 'typebox/compile';
import { Format } from 'typebox/format';
import { type Plugin, runnerImport } from 'vite';

const ANSWER_CHECKS = 'virtual:answer-checks';
const RESOLVED = `\0${ANSWER_CHECKS}`;

type Schemas = Map<string, TSchema>;

function isSchema(value: unknown): value is TSchema {
  return typeof value === 'object' && value !== null && '~kind' in value;
}

/** The contract's schemas by export name, loaded from its TypeScript sources as the app resolves them. */
async function loadSchemas(): Promise<Schemas> {
  // runnerImport's environment ('inline') would hand the workspace packages to Node, which reads their
  // build output (absent on a fresh clone, stale after an edit): run their sources through Vite instead.
  const { module } = await runnerImport<Record<string, unknown>>('@meteodeck/contract', {
    configFile: false,
    logLevel: 'silent',
    environments: { inline: { resolve: { conditions: ['source'], noExternal: [/^@meteodeck\//] } } },
  });
  return new Map(Object.entries(module).filter((entry): entry is [string, TSchema] => isSchema(entry[1])));
}

/** TypeBox's format checks by identity, so a compiled check can import the one its schema names. */
const FORMAT_NAMES = new Map<unknown, string>(
  Object.entries(Format)
    .filter(([, value]) => typeof value === 'function')
    .map(([name, value]) => [value, name]),
);

/**
 * One schema's check as an ES module exporting `Check`. TypeBox's module expects the values its code
 * cannot spell (the format checks, as functions) to be handed over at run time through `SetExternal`;
 * here they are imported by name instead, or written as literals.
 */
export function checkModule(name: string, schema: TSchema): string {
  const { Code: code, External: external } = Code(schema);
  const imports = new Set<string>();
  const values = external.variables.map((value: unknown, index: number) => {
    if (value instanceof RegExp)
      return `new RegExp(${JSON.stringify(value.source)}, ${JSON.stringify(value.flags)})`;
    const formatName = FORMAT_NAMES.get(value);
    if (formatName === undefined) {
      throw new Error(`answer-checks: ${name}: cannot write external value ${index} (${String(value)})`);
    }
    imports.add(formatName);
    return formatName;
  });
  const lines = code.split('\n');
  const declaration = lines.indexOf(`let ${external.identifier} = []`);
  const setter = lines.findIndex((line) => line.startsWith('export function SetExternal('));
  if (declaration < 0 || setter < 0)
    throw new Error(`answer-checks: ${name}: unexpected module from TypeBox's Code`);
  lines[declaration] = `const ${external.identifier} = [${values.join(', ')}]`;
  lines.splice(setter, 1);
  // TypeBox's module imports its helpers whether the checks call them or not, and TypeBox's modules do not
  // declare themselves free of side effects: an unused import would still bring its module in.
  const body = lines.filter((line) => !line.startsWith('import ')).join('\n');
  const unused = lines.filter((line) => {
    const helper = /^import \{ (\w+) \} from "typebox\/\w+"$/.exec(line)?.[1];
    return helper !== undefined && !body.includes(`${helper}.`);
  });
  for (const line of unused) lines.splice(lines.indexOf(line), 1);
  const formatImport =
    imports.size > 0 ? [`import { ${[...imports].join(', ')} } from 'typebox/format'`] : [];
  return [...formatImport, ...lines].join('\n');
}

export function answerChecksPlugin(): Plugin {
  let schemas: Promise<Schemas> | undefined;
  const prefix = `${RESOLVED}/`;
  return {
    name: 'meteodeck-answer-checks',
    // Before Vite's own resolver, which would otherwise resolve TypeBox's modules first (see resolveId).
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id === ANSWER_CHECKS) return RESOLVED;
      if (id.startsWith(`${ANSWER_CHECKS}/`)) return `\0${id}`;
      // The TypeBox modules the checks import (a format check and what it calls) have no side effects, but
      // TypeBox's package does not say so: without this, 'typebox/format' would bring every format and
      // their registry along for one date-time check.
      if (importer?.startsWith(prefix) || importer?.includes('/node_modules/typebox/')) {
        const resolved = await this.resolve(id, importer, { skipSelf: true });
        if (resolved !== null) return { ...resolved, moduleSideEffects: false };
      }
      return null;
    },
    async load(id) {
      if (id !== RESOLVED && !id.startsWith(prefix)) return null;
      schemas ??= loadSchemas();
      const all = await schemas;
      if (id === RESOLVED) {
        const code = [...all.keys()]
          .map((name) => `export { Check as is${name} } from '${ANSWER_CHECKS}/${name}';`)
          .join('\n');
        return { code, moduleSideEffects: false };
      }
      const name = id.slice(prefix.length);
      const schema = all.get(name);
      if (schema === undefined) throw new Error(`answer-checks: the contract exports no schema ${name}`);
      return { code: checkModule(name, schema), moduleSideEffects: false };
    },
  };
}
