#!/usr/bin/env node
// Generates the response validators of @conecta/api from openapi/conecta.yaml (part of `npm run gen:api`):
//
//   node scripts/gen-validators.mjs               writes packages/api/src/generated/validators.{js,d.ts}
//   node scripts/gen-validators.mjs --out <dir>   writes them into <dir> (scripts/check-generated.mjs)
//
// The contract is bundled by the Redocly CLI (one document, `$ref`s to #/components), the JSON
// schema of every 2xx `application/json` answer is compiled by Ajv (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1) and written as standalone ESM code: no Ajv at run time, no `require`.
//
// What is checked is what a screen needs in order not to crash: the JSON types, `required`
// properties, items, `enum`/`const`, and `additionalProperties` where the contract sets it. Value
// constraints (format, pattern, lengths, ranges, item counts) and annotations are left out, and
// `oneOf` is read as `anyOf`: a backend that sends one more property, a longer text or a new date
// format still gets through; a missing field, a wrong type, `null` for a list, or an HTML page does not.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { bundleContract } from './contract-bundle.mjs';

const standaloneCode = standaloneModule.default ?? standaloneModule;
const root = path.resolve(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : path.join(root, 'packages/api/src/generated');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Keywords kept: the shape of the answer. Everything else (value constraints, annotations) is dropped. */
const SCHEMA_KEYWORDS = new Set(['type', 'properties', 'required', 'items', 'prefixItems', 'additionalProperties', 'enum', 'const', 'anyOf', 'allOf', '$ref']);
/** Keywords whose value is a map of property names to schemas. */
const SCHEMA_MAPS = new Set(['properties']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['anyOf', 'allOf', 'prefixItems']);
const CONTRACT_ID = 'https://conecta.invalid/openapi/conecta.json';

/** The schema with only the shape keywords; `oneOf` becomes `anyOf`. */
function shapeOf(schema) {
  if (typeof schema === 'boolean') return schema;
  if (!schema || typeof schema !== 'object') throw new Error(`not a schema: ${JSON.stringify(schema)}`);
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    const keyword = key === 'oneOf' ? 'anyOf' : key;
    if (!SCHEMA_KEYWORDS.has(keyword)) continue;
    if (SCHEMA_MAPS.has(keyword)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, shapeOf(sub)]));
    else if (SCHEMA_LISTS.has(keyword)) out[keyword] = value.map(shapeOf);
    else if (keyword === 'items' || keyword === 'additionalProperties') out[keyword] = shapeOf(value);
    else if (keyword === '$ref') out[keyword] = value.replace(/^#\/components\/schemas\//, '#/$defs/');
    else out[keyword] = value;
  }
  return out;
}

/** Follows a local `$ref` (`#/components/responses/Saved`) inside the bundled document. */
function resolve(document, node) {
  let current = node;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((at, part) => at?.[part], document);
  }
  return current;
}

const contract = bundleContract();

/** One entry per 2xx answer with a JSON body: `GET /usuarios` → { 200: schema }. */
const answers = [];
for (const [template, item] of Object.entries(contract.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    for (const [status, declared] of Object.entries(operation.responses ?? {})) {
      if (!/^2(\d\d|XX)$/i.test(status)) continue;
      const schema = resolve(contract, declared)?.content?.['application/json']?.schema;
      if (!schema) continue;
      answers.push({ key: `${method.toUpperCase()} ${template}`, status: status.toUpperCase(), operationId: operation.operationId, schema });
    }
  }
}

const schemas = Object.fromEntries(Object.entries(contract.components?.schemas ?? {}).map(([name, schema]) => [name, shapeOf(schema)]));
if (answers.some((_, index) => `answer_${index}` in schemas)) throw new Error('a schema is named like an answer');
/** One document: the contract's schemas and the answers, all under `$defs` (`#/components/schemas/X` → `#/$defs/X`). */
const document = {
  $id: CONTRACT_ID,
  $defs: { ...schemas, ...Object.fromEntries(answers.map((answer, index) => [`answer_${index}`, shapeOf(answer.schema)])) },
};

const ajv = new Ajv2020({
  strict: true,
  allErrors: false,
  messages: false,
  validateFormats: false,
  code: { source: true, esm: true, lines: false },
});
ajv.addSchema(document);
const exportNames = answers.map((answer) => `${answer.operationId}_${answer.status}`.replace(/[^A-Za-z0-9_$]/g, '_'));
if (new Set(exportNames).size !== exportNames.length) throw new Error('two answers share an export name');
const code = standaloneCode(
  ajv,
  Object.fromEntries(answers.map((_, index) => [exportNames[index], `${CONTRACT_ID}#/$defs/answer_${index}`])),
);
if (/\brequire\s*\(/.test(code)) throw new Error('the validators need an Ajv run-time module (a keyword outside SCHEMA_KEYWORDS?)');

/** Operation → status → validator, the table the client reads. */
const table = {};
answers.forEach((answer, index) => {
  (table[answer.key] ??= []).push(`${JSON.stringify(answer.status)}: ${exportNames[index]}`);
});
const tableCode = Object.entries(table)
  .map(([key, entries]) => `  ${JSON.stringify(key)}: { ${entries.join(', ')} },`)
  .join('\n');

const header = `// Generated by scripts/gen-validators.mjs from openapi/conecta.yaml (\`npm run gen:api\`). Do not edit.
// Ajv standalone code: the shape of every 2xx JSON answer (types, required properties, enums);
// value constraints and string formats are not checked.
`;
const js = `${header}${code.replace(/^"use strict";/, '')}

/** Operation (\`METHOD /contract/path\`) → HTTP status → the validator of its JSON answer. */
export const responseValidators = {
${tableCode}
};
`;
const dts = `${header}
/** Where and why an answer does not fit the contract (Ajv's error object, without messages). */
export interface ResponseValidationError {
  /** JSON pointer of the value that does not fit, '' for the whole answer. */
  instancePath: string;
  /** Pointer into the (reduced) schema of the rule that failed. */
  schemaPath: string;
  /** The rule that failed: 'type', 'required', 'enum', 'const', 'anyOf', 'additionalProperties', … */
  keyword: string;
  /** The rule's details, e.g. \`{ missingProperty: 'iD_USUARIO' }\` or \`{ type: 'array' }\`. */
  params: Record<string, unknown>;
}

/** Checks one parsed JSON answer; after \`false\`, \`errors\` holds the first mismatch. */
export interface ResponseValidator {
  (data: unknown): boolean;
  errors?: ResponseValidationError[] | null;
}

${exportNames.map((name) => `export declare const ${name}: ResponseValidator;`).join('\n')}

/** Operation (\`METHOD /contract/path\`) → HTTP status → the validator of its JSON answer. */
export declare const responseValidators: Readonly<Record<string, Readonly<Record<string, ResponseValidator>>>>;
`;

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'validators.js'), js);
writeFileSync(path.join(outDir, 'validators.d.ts'), dts);
console.log(`${answers.length} response validators → ${path.relative(root, outDir) || outDir}/validators.{js,d.ts}`);
