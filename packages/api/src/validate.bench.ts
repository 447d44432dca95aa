/**
 * What checking the largest answer costs: GET /usuarios of the mock's large network (20,000 users,
 * one row per user and broker), JSON.parse alone against JSON.parse + the generated validator, and
 * the whole client path with the check off and on (the check parses once: the client reads the
 * value parsed for the check) against parsing twice. Run:
 * npx vitest bench --project unit packages/api/src/validate.bench.ts --run
 */
import { bench, describe } from 'vitest';
import { createDb } from './mocks/db';
import { createTestBackend } from './mocks/node';
import { createApiClient } from './client';
import { validatorOf } from './response-check';

const test = createTestBackend({ db: createDb({ size: 'large' }) });
await test.signIn('master@conecta.example');
const { data } = await test.client.GET('/usuarios', {
  params: { query: { IdUsuarioTipo: 1, CampoOrdenacao: 'dsC_NOME_USUARIO', TipoOrdenacao: 'ASC', IdPuxada: '', CampoPesquisa: '' } },
});
const text = JSON.stringify(data);
const bytes = new TextEncoder().encode(text);
const validate = validatorOf('GET', '/usuarios', 200);
if (!validate || !validate(JSON.parse(text))) throw new Error('the large users list does not fit the contract');
console.log(`[validate bench] GET /usuarios: ${data?.length ?? 0} rows, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MiB of JSON`);

/** A client whose backend answers the large list at once (with a Content-Length, as a real server does). */
const clientOf = (validateResponses: boolean) =>
  createApiClient({
    baseUrl: 'http://backend.test',
    getToken: () => 'token',
    validateResponses,
    fetch: async () =>
      new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) } }),
  });
const unchecked = clientOf(false);
const checked = clientOf(true);
const query = { params: { query: { IdUsuarioTipo: 1 as const, IdPuxada: '10234' } } };

describe('GET /usuarios, 20,000 users', () => {
  bench('JSON.parse alone', () => {
    JSON.parse(text);
  });
  bench('JSON.parse + validate', () => {
    validate(JSON.parse(text));
  });
  bench('JSON.parse + validate + JSON.parse again (what a check before openapi-fetch would cost)', () => {
    validate(JSON.parse(text));
    JSON.parse(text);
  });
  bench('validate alone (already parsed)', () => {
    validate(data);
  });
  bench('client.GET, check off', async () => {
    await unchecked.GET('/usuarios', query);
  });
  bench('client.GET, check on (parsed once)', async () => {
    await checked.GET('/usuarios', query);
  });
});
