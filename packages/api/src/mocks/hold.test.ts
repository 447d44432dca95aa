import { describe, expect, it } from 'vitest';
import { holdCalls } from './hold';
import { createTestBackend } from './testing';

const settledWithin = async (promise: Promise<unknown>, turns = 20) => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('holdCalls', () => {
  it('holds a matching call until opened, then lets it reach the backend unchanged', async () => {
    const test = createTestBackend();
    await test.signIn('gerente@conecta.example');
    const held = holdCalls(test.client, '/sistema/Usuarios/0');
    const call = test.client.GET('/sistema/Usuarios/0');
    await held.reached;
    expect(await settledWithin(call)).toBe(false);
    expect(held.calls.map((url) => url.pathname)).toEqual(['/sistema/Usuarios/0']);
    held.open();
    const { response } = await call;
    expect(response.status).toBe(200);
  });

  it('lets other calls pass, and holds again after shut()', async () => {
    const test = createTestBackend();
    await test.signIn('gerente@conecta.example');
    const held = holdCalls(test.client, '/sistema/Usuarios/0', (url) => !url.searchParams.has('skip'));
    const other = test.client.GET('/uploadimagens/getimagensdashboardcarrossel');
    expect(await settledWithin(other, 200)).toBe(true);
    held.open();
    expect((await test.client.GET('/sistema/Usuarios/0')).response.status).toBe(200);
    held.shut();
    const again = test.client.GET('/sistema/Usuarios/0');
    expect(await settledWithin(again)).toBe(false);
    held.open();
    await again;
    expect(held.calls).toHaveLength(2);
  });
});
