#!/usr/bin/env node
// Generates the request validators of the mock backend from openapi/conecta.yaml (part of `npm run
// gen:api`):
//
//   node scripts/gen-request-validators.mjs               writes packages/api/src/generated/request-*validators.js (+ .d.ts)
//   node scripts/gen-request-validators.mjs --out <dir>   writes them into <dir> (scripts/check-generated.mjs)
//
// For every operation: one validator of its query parameters (an object of the parameters, with the
// contract's types: a query string's '3' is read as the number 3 where the schema says integer) and
// one of its JSON body (a parameter the contract types as a list may come once), both compiled by Ajv (JSON Schema 2020-12) with every constraint the
// contract writes — types, required, enums, lengths, patterns, ranges, item counts and the formats
// email, uuid, date-time and uri — as standalone ESM code. The mock backend runs them before any
// area answers and refuses what fails with a 400 that names the field (packages/api/src/mocks/access.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { bundleContract, METHODS } from './contract-bundle.mjs';

const standaloneCode = standaloneModule.default ?? standaloneModule;
const root = path.resolve(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : path.join(root, 'packages/api/src/generated');
const CONTRACT_ID = 'https://conecta.invalid/openapi/requests.json';
/** Annotations and OpenAPI words Ajv does not know: dropped from the schemas. */
const DROPPED = new Set(['example', 'examples', 'description', 'summary', 'title', 'deprecated', 'readOnly', 'writeOnly', 'contentMediaType', 'contentSchema', 'contentEncoding', 'externalDocs', 'xml', 'discriminator', '$comment', 'default']);

function clean(schema) {
  if (Array.isArray(schema)) return schema.map(clean);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref') out[key] = value.replace(/^#\/components\/schemas\//, '#/$defs/');
    else if (key === 'properties' || key === 'patternProperties' || key === '$defs') out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, clean(sub)]));
    else if (value && typeof value === 'object') out[key] = clean(value);
    else out[key] = value;
  }
  return out;
}

const resolveRef = (document, node) => {
  let current = node;
  while (current && typeof current === 'object' && typeof current.$ref === 'string' && current.$ref.startsWith('#/components/') && !current.$ref.startsWith('#/components/schemas/')) {
    current = current.$ref.slice(2).split('/').reduce((at, part) => at?.[part], document);
  }
  return current;
};

const contract = bundleContract();
const entries = [];
for (const [template, item] of Object.entries(contract.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    const key = `${method.toUpperCase()} ${template}`;
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolveRef(contract, parameter)).filter((parameter) => parameter.in === 'query');
    const query = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, clean(parameter.schema ?? {})])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
    const bodySchema = resolveRef(contract, operation.requestBody)?.content?.['application/json']?.schema;
    entries.push({ key, query, body: bodySchema ? clean(bodySchema) : null, bodyRequired: !!resolveRef(contract, operation.requestBody)?.required });
  }
}

const document = {
  $id: CONTRACT_ID,
  $defs: {
    ...Object.fromEntries(Object.entries(contract.components?.schemas ?? {}).map(([name, schema]) => [name, clean(schema)])),
    ...Object.fromEntries(entries.flatMap((entry, index) => [[`query_${index}`, entry.query], ...(entry.body ? [[`body_${index}`, entry.body]] : [])])),
  },
};

const FORMATS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  uri: /^[a-z][a-z0-9+.-]*:\S*$/i,
  password: true,
};
const compile = (coerceTypes) => {
  // unicode: false counts a string's length in UTF-16 units (JavaScript's \`length\`, the
  // portal's own counters) and needs no Ajv run-time module (Ajv marks the option deprecated).
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes, unicode: false, logger: false, formats: FORMATS, code: { source: true, esm: true, lines: false } });
  ajv.addSchema(document);
  return ajv;
};
const names = [];
const queryAjv = compile('array');
const bodyAjv = compile(false);
const queryRefs = {};
const bodyRefs = {};
entries.forEach((entry, index) => {
  queryRefs[`query_${index}`] = `${CONTRACT_ID}#/$defs/query_${index}`;
  if (entry.body) bodyRefs[`body_${index}`] = `${CONTRACT_ID}#/$defs/body_${index}`;
});
const queryCode = standaloneCode(queryAjv, queryRefs);
const bodyCode = standaloneCode(bodyAjv, bodyRefs);
for (const code of [queryCode, bodyCode]) if (/\brequire\s*\(/.test(code)) throw new Error('the request validators need an Ajv run-time module');
names.push(...Object.keys(queryRefs), ...Object.keys(bodyRefs));

const header = `// Generated by scripts/gen-request-validators.mjs from openapi/conecta.yaml (\`npm run gen:api\`). Do not edit.
// Ajv standalone code: every constraint the contract writes on query parameters and JSON bodies.
`;
const table = entries
  .map((entry, index) => `  ${JSON.stringify(entry.key)}: { query: queries.query_${index}, body: ${entry.body ? `bodies.body_${index}` : 'null'}, bodyRequired: ${entry.bodyRequired} },`)
  .join('\n');
const js = `${header}
import * as queries from './request-query-validators.js';
import * as bodies from './request-body-validators.js';

/** Operation (\`METHOD /contract/path\`) → the validators of its query parameters and JSON body. */
export const requestValidators = {
${table}
};
`;
const dts = `${header}
/** Where and why a request does not fit the contract (Ajv's error object, without messages). */
export interface RequestValidationError {
  /** JSON pointer of the value that does not fit, '' for the whole object. */
  instancePath: string;
  schemaPath: string;
  /** The rule that failed: 'required', 'type', 'enum', 'maxLength', 'pattern', 'format', … */
  keyword: string;
  /** The rule's details, e.g. \`{ missingProperty: 'email' }\` or \`{ limit: 280 }\`. */
  params: Record<string, unknown>;
}

/** Checks a value (coercing query strings to the contract's types); after \`false\`, \`errors\` holds the first mismatch. */
export interface RequestValidator {
  (data: unknown): boolean;
  errors?: RequestValidationError[] | null;
}

/** Operation (\`METHOD /contract/path\`) → the validators of its query parameters and JSON body. */
export declare const requestValidators: Readonly<Record<string, { query: RequestValidator; body: RequestValidator | null; bodyRequired: boolean }>>;
`;
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'request-validators.js'), js);
writeFileSync(path.join(outDir, 'request-query-validators.js'), `${header}${queryCode.replace(/^"use strict";/, '')}\n`);
writeFileSync(path.join(outDir, 'request-body-validators.js'), `${header}${bodyCode.replace(/^"use strict";/, '')}\n`);
writeFileSync(path.join(outDir, 'request-validators.d.ts'), dts);
console.log(`${entries.length} operations' request validators → ${path.relative(root, outDir) || outDir}/request-validators.{js,d.ts}`);
