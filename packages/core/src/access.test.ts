import { describe, expect, it } from 'vitest';
import { areaRuleOf, canOpenPath } from './access';

const user = (tipoUsuario: number, funcaoUsuario: number) => ({ tipoUsuario, funcaoUsuario });

describe('canOpenPath', () => {
  it('opens the dashboard for every signed-in user', () => {
    for (const funcao of [1, 4, 5, 6, 7, 10, 11, 12, 15, 16]) expect(canOpenPath('/dashboard', user(3, funcao))).toBe(true);
  });

  it('keeps the users list from the seller and opens it to the masters and the team view', () => {
    expect(canOpenPath('/usuarios', user(3, 12))).toBe(false);
    expect(canOpenPath('/usuarios', user(1, 1))).toBe(true);
    expect(canOpenPath('/usuarios', user(3, 10))).toBe(true);
    expect(canOpenPath('/usuario/cadastro', user(3, 10))).toBe(false);
  });

  it('follows the targets table: planning for 1, 10, 16; seller split for 11', () => {
    expect(canOpenPath('/metas/planejamentos', user(3, 10))).toBe(true);
    expect(canOpenPath('/metas/planejamentos', user(3, 11))).toBe(false);
    expect(canOpenPath('/metas/rateio-vendedor', user(3, 11))).toBe(true);
    expect(canOpenPath('/metas/rateio-vendedor', user(3, 10))).toBe(false);
    expect(canOpenPath('/metas/status', user(3, 11))).toBe(true);
  });

  it('opens notifications to 1, 4, 5, 6, 7, 10, 15, 16 only', () => {
    expect(canOpenPath('/notificacoes', user(2, 4))).toBe(true);
    expect(canOpenPath('/notificacoes', user(3, 11))).toBe(false);
    expect(canOpenPath('/notificacoes', user(3, 12))).toBe(false);
  });

  it('matches parameterised routes and refuses unknown paths', () => {
    expect(areaRuleOf('/relatorio/venda-diaria')).toBeDefined();
    expect(canOpenPath('/caminho/desconhecido', user(1, 1))).toBe(false);
  });
});
