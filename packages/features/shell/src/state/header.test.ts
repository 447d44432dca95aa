import { describe, expect, it } from 'vitest';
import { headerLabel, roleDescription } from './header';

describe('headerLabel', () => {
  it("is 'Flag' for type 1", () => {
    expect(headerLabel({ tipoUsuario: 1, razaoSocial: 'Qualquer' })).toBe('Flag');
  });
  it("is the manufacturer's name for type 2, 'Nestlé' by default", () => {
    expect(headerLabel({ tipoUsuario: 2, razaoSocial: null })).toBe('Nestlé');
    expect(headerLabel({ tipoUsuario: 2, razaoSocial: 'Sul' }, 'Fabricante X')).toBe('Fabricante X');
  });
  it('is the broker company name otherwise', () => {
    expect(headerLabel({ tipoUsuario: 3, razaoSocial: 'SUL ALIMENTOS DISTRIBUIDORA LTDA' })).toBe('SUL ALIMENTOS DISTRIBUIDORA LTDA');
  });
  it("falls back to 'Broker' when the company name is unknown", () => {
    expect(headerLabel({ tipoUsuario: 3, razaoSocial: null })).toBe('Broker');
    expect(headerLabel({ tipoUsuario: 3, razaoSocial: '   ' })).toBe('Broker');
  });
});

describe('roleDescription', () => {
  it('is the function name when descricaoUsuario repeats the name (as the user form saves it)', () => {
    expect(roleDescription({ funcaoUsuario: 10, nomeUsuario: 'Fernanda Oliveira', descricaoUsuario: 'Fernanda Oliveira' })).toBe('Gerente');
    expect(roleDescription({ funcaoUsuario: 1, nomeUsuario: 'Marina', descricaoUsuario: ' marina ' })).toBe('Master Flag');
  });
  it('is the function name when descricaoUsuario is absent or blank', () => {
    expect(roleDescription({ funcaoUsuario: 11, nomeUsuario: 'Carlos' })).toBe('Supervisor');
    expect(roleDescription({ funcaoUsuario: 16, nomeUsuario: 'Ricardo', descricaoUsuario: '' })).toBe('Master Broker');
    expect(roleDescription({ funcaoUsuario: 42, nomeUsuario: 'X' })).toBe('Função 42');
  });
  it("is the server's description when it differs from the name", () => {
    expect(roleDescription({ funcaoUsuario: 4, nomeUsuario: 'Beatriz', descricaoUsuario: 'Trade marketing' })).toBe('Trade marketing');
  });
});
