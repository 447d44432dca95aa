import { describe, expect, it } from 'vitest';
import { hasPermission } from '@conecta/core';
import { NO_GRANTS, grantsFrom, parseSystemCombo } from './grants';

describe('parseSystemCombo', () => {
  it('reads system 8 from a SISTEMAS row and the user permission from a USUARIO row', () => {
    expect(
      parseSystemCombo([
        { identificador: 'SISTEMAS', idIdentificador: 8, permissao: 8 },
        { identificador: 'USUARIO', idIdentificador: 117, permissao: 8 },
      ]),
    ).toEqual({ system8: true, userPermission8: true });
  });
  it('accepts numbers sent as text', () => {
    expect(parseSystemCombo([{ identificador: 'USUARIO', idIdentificador: '3', permissao: '8' }])).toEqual({ system8: false, userPermission8: true });
  });
  it('grants nothing for other systems, other permission values, or malformed answers', () => {
    expect(parseSystemCombo([{ identificador: 'SISTEMAS', idIdentificador: 7, permissao: 7 }])).toEqual({ system8: false, userPermission8: false });
    expect(parseSystemCombo([{ identificador: 'USUARIO', idIdentificador: 8, permissao: 5 }])).toEqual({ system8: false, userPermission8: false });
    expect(parseSystemCombo(undefined)).toEqual({ system8: false, userPermission8: false });
    expect(parseSystemCombo('oops')).toEqual({ system8: false, userPermission8: false });
    expect(parseSystemCombo([null, 3])).toEqual({ system8: false, userPermission8: false });
  });
});

describe('grantsFrom', () => {
  it('grants nothing while the answers are missing (loading or failed)', () => {
    expect(grantsFrom(undefined, undefined)).toEqual(NO_GRANTS);
  });
  it('parses the permission result with core', () => {
    const result = [{ jsonRetorno: JSON.stringify([{ ID_FUNCIONALIDADE_PORTAL: 3, DSC_FUNCIONALIDADE: 'ESTOQUE', status: [{ ID_FUNCIONALIDADE_ACAO: '11' }] }]) }];
    const grants = grantsFrom(result, []);
    expect(hasPermission(grants.permissions, 3)).toBe(true);
    expect(hasPermission(grants.permissions, 1)).toBe(false);
    expect(grants.system8).toBe(false);
  });
});
