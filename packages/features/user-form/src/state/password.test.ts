import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { PASSWORD_ISSUE_MESSAGES, characterCount, findForbiddenSequence, passwordIssues } from './password';

describe('passwordIssues', () => {
  it('accepts a password that follows every rule', () => {
    expect(passwordIssues('Portal@Metas9')).toEqual([]);
    expect(passwordIssues('Vendas@Sul25')).toEqual([]);
  });

  it('needs at least 8 characters (8 is enough)', () => {
    expect(passwordIssues('Ab@1x9z')).toEqual(['length']);
    expect(passwordIssues('Ab@1x9zk')).toEqual([]);
  });

  it('needs an uppercase letter, accented ones included', () => {
    expect(passwordIssues('portal@metas9')).toEqual(['uppercase']);
    expect(passwordIssues('Ébano@rio9')).toEqual([]);
  });

  it('needs a special character; letters, digits and spaces are not special', () => {
    expect(passwordIssues('PortalMetas9')).toEqual(['special']);
    expect(passwordIssues('Portal Metas9')).toEqual(['special']);
    expect(passwordIssues('Portal_Metas9')).toEqual([]);
    expect(passwordIssues('Portal🙂Metas9')).toEqual([]);
  });

  it('reports every broken rule in check order', () => {
    expect(passwordIssues('abc')).toEqual(['length', 'uppercase', 'special', 'sequence']);
    expect(passwordIssues('')).toEqual(['length', 'uppercase', 'special']);
  });

  it('maps each issue to the §5 message', () => {
    expect(PASSWORD_ISSUE_MESSAGES).toEqual({
      length: 'Precisa ter mais que 8 caracteres',
      uppercase: 'A senha deve conter pelo menos uma letra maiúscula',
      special: 'A senha deve conter pelo menos um caracter especial',
      sequence: 'A senha não pode conter sequências específicas',
    });
    expect(MESSAGES.confirmationMismatch).toBe('Confirmação não confere com a senha');
  });
});

describe('findForbiddenSequence', () => {
  it.each([
    ['Portal@abc9', 'abc'],
    ['Portal@CBA9', 'cba'],
    ['Ab@xyz', 'xyz'],
    ['Senha@123', '123'],
    ['Senha@987', '987'],
    ['Senha@0128', '012'],
    ['Qwe@Portal', 'qwe'],
    ['Port@asdal', 'asd'],
    ['Port@lkjal', 'lkj'],
    ['Zxc@Portal', 'zxc'],
    ['Port@mnbal', 'mnb'],
    ['Senha@111', '111'],
    ['Senha@0009', '000'],
  ])('finds the run in %s', (password, run) => {
    expect(findForbiddenSequence(password)).toBe(run);
    expect(passwordIssues(password)).toContain('sequence');
  });

  it.each(['Portal@Metas9', 'Vendas@Sul25', 'Ab1@Ab1@', 'Sen@ha13579', 'aa11bb22', '890!Xx', 'a1b2c3', 'AAA@bbb9'])(
    'lets %s through',
    (password) => {
      expect(findForbiddenSequence(password)).toBeNull();
    },
  );

  it('does not mix letters and digits, nor wrap around', () => {
    expect(findForbiddenSequence('9ab!')).toBeNull();
    expect(findForbiddenSequence('yza!')).toBeNull();
    expect(findForbiddenSequence('901!')).toBeNull();
  });
});

describe('characterCount', () => {
  it('counts an emoji once', () => {
    expect(characterCount('🙂🙂')).toBe(2);
  });
});
