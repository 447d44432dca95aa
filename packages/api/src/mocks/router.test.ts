import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routeHandlers } from './router';

const BASE = 'http://api.test/backend';
const call = (method: string, path: string) => new Request(`${BASE}${path}`, { method });
const text = async (response: Response | undefined) => (response ? await response.text() : undefined);

describe('routeHandlers', () => {
  const passThrough = vi.fn(() => undefined);
  const router = routeHandlers(BASE, [
    http.all(`${BASE}/*`, passThrough),
    http.get(`${BASE}/sistema/Usuarios/0`, () => HttpResponse.text('me')),
    http.get(`${BASE}/sistema/Usuarios/:id`, ({ params }) => HttpResponse.text(`user ${String(params.id)}`)),
    http.post(`${BASE}/sistema/Usuarios/:id`, () => HttpResponse.text('saved')),
    http.get(`${BASE}/statususer`, () => HttpResponse.text('status')),
  ]);

  it('answers with the first matching handler, in their order, after one that returns nothing', async () => {
    expect(await text(await getResponse([router], call('GET', '/sistema/Usuarios/0')))).toBe('me');
    expect(await text(await getResponse([router], call('GET', '/sistema/Usuarios/42?x=1')))).toBe('user 42');
    expect(passThrough).toHaveBeenCalledTimes(2);
  });

  it('routes by method, ignores case and a trailing slash as msw does', async () => {
    expect(await text(await getResponse([router], call('POST', '/sistema/Usuarios/42')))).toBe('saved');
    expect(await text(await getResponse([router], call('GET', '/StatusUser/')))).toBe('status');
  });

  it('leaves a request no handler answers unhandled', async () => {
    expect(await getResponse([router], call('DELETE', '/sistema/Usuarios/42'))).toBeUndefined();
    expect(await getResponse([router], call('GET', '/outra/rota'))).toBeUndefined();
  });

  it('lets a request body be read by the handler that answers', async () => {
    const echo = routeHandlers(BASE, [http.post(`${BASE}/eco`, async ({ request }) => HttpResponse.json(await request.json()))]);
    const response = await getResponse([echo], new Request(`${BASE}/eco`, { method: 'POST', body: JSON.stringify({ a: 1 }) }));
    expect(await response?.json()).toEqual({ a: 1 });
  });
});
