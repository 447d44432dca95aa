import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeText, type FunctionCode, type UserType } from '@conecta/core';
import { HOSTILE_STRINGS } from '@conecta/core/testing';
import type { components } from '@conecta/api';
import { buildPayload, editableUserFromRows } from './form';

/**
 * Save what was loaded (issue 17, house rule 12): a user read from GET /usuario/update and
 * GET /getlinhabroker, put in the form and saved without changes, sends every text exactly as read;
 * a field the user changes is sanitised once (shell spec §5).
 */

type UserRow = components['schemas']['UserRow'];

/** Hostile corpus strings, and fast-check's arbitrary strings (UTF-16 code units and full Unicode). */
const text = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

/** Type and function pairs the backend holds (with and without a FLEXX employee, one broker or many). */
const kinds: ReadonlyArray<[UserType, FunctionCode]> = [
  [1, 1],
  [2, 15],
  [3, 16],
  [3, 10],
  [3, 11],
  [3, 12],
];

/** What the backend answers for one user: its rows (one per broker) and its product lines. */
const readUser = fc.record({
  kind: fc.constantFrom(...kinds),
  nome: text,
  email: text,
  employee: fc.option(text, { nil: null }),
  lines: fc.uniqueArray(text, { maxLength: 3 }),
  brokers: fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 3 }),
});

type ReadUser = typeof readUser extends fc.Arbitrary<infer T> ? T : never;

function rowsOf(user: ReadUser): UserRow[] {
  const [tipo, funcao] = user.kind;
  return user.brokers.map((broker) => ({
    iD_USUARIO: 131,
    dsC_EMAIL: user.email,
    dsC_NOME_USUARIO: user.nome,
    iD_USUARIO_TIPO: tipo,
    iD_USUARIO_FUNCAO: funcao,
    dsC_SENHA: '********',
    inD_ALTERA_IMAGEM: false,
    iD_EMPREGADO_FLEXX: user.employee,
    imG_PERFIL: null,
    iD_PUXADA: broker,
    dsC_FUNCAO: 'Função',
    dsC_TIPO: 'Tipo',
    dsC_APELIDO: 'APELIDO',
    inD_USUARIO_INATIVO: '0',
  }));
}

/** Read → form → payload, saving without changes (what the wizard does on Confirmar). */
function saveUnchanged(user: ReadUser) {
  const editable = editableUserFromRows(
    rowsOf(user),
    user.lines.map((line) => ({ dsC_LINHA_USUARIO: line })),
  );
  if (!editable) throw new Error('no user');
  return { loaded: editable.values, payload: buildPayload(editable.values, editable.values) };
}

describe('user form: read → form → payload', () => {
  it('sends every text exactly as read when nothing changed (hostile corpus + arbitrary strings)', () => {
    fc.assert(
      fc.property(readUser, (user) => {
        const { payload } = saveUnchanged(user);
        const [tipo, funcao] = user.kind;
        expect(payload.nomeUsuario).toBe(user.nome);
        expect(payload.descricaoUsuario).toBe(user.nome);
        expect(payload.email).toBe(user.email);
        if ([10, 11, 12].includes(funcao)) expect(payload.idEmpregadoFlexx).toBe(user.employee);
        if (tipo !== 2) expect(payload.linhasBroker.map((line) => line.dsC_LINHA_USUARIO)).toEqual(user.lines);
      }),
      { numRuns: 300 },
    );
  });

  it('every corpus string, as name and e-mail, comes back byte for byte', () => {
    for (const value of HOSTILE_STRINGS) {
      const { payload } = saveUnchanged({ kind: [3, 16], nome: value, email: value, employee: null, lines: [value], brokers: [10234] });
      expect([payload.nomeUsuario, payload.descricaoUsuario, payload.email]).toEqual([value, value, value]);
      expect(payload.linhasBroker).toEqual([{ dsC_LINHA_USUARIO: value }]);
    }
  });

  it('saving twice (what was saved, read again) sends the same text: no quote doubling', () => {
    fc.assert(
      fc.property(readUser, (user) => {
        const first = saveUnchanged(user).payload;
        const second = saveUnchanged({ ...user, nome: first.nomeUsuario, email: first.email }).payload;
        expect(second.nomeUsuario).toBe(first.nomeUsuario);
        expect(second.email).toBe(first.email);
      }),
    );
    const quoted = saveUnchanged({ kind: [3, 16], nome: 'Ana "Aninha" Souza', email: 'ana@conecta.example', employee: null, lines: ['BRL1'], brokers: [1] });
    expect(quoted.payload.nomeUsuario).toBe('Ana "Aninha" Souza');
  });

  it('sanitises a field the user changed once (§5), from what was typed, and leaves the others as read', () => {
    fc.assert(
      fc.property(readUser, text, (user, typed) => {
        fc.pre(typed !== user.nome);
        const { loaded } = saveUnchanged(user);
        const payload = buildPayload({ ...loaded, nomeUsuario: typed }, loaded);
        expect(payload.nomeUsuario).toBe(sanitizeText(typed));
        expect(payload.descricaoUsuario).toBe(sanitizeText(typed));
        expect(payload.email).toBe(user.email);
        // Saving the same typed text again gives the same payload (sanitised from the typed text, not from the last payload).
        expect(buildPayload({ ...loaded, nomeUsuario: typed }, loaded).nomeUsuario).toBe(payload.nomeUsuario);
      }),
    );
  });

  it('a new user (nothing loaded) is sanitised as typed: the e-mail trimmed, the name not', () => {
    const { loaded } = saveUnchanged({ kind: [3, 16], nome: ' "Zé" ', email: ' ze@conecta.example ', employee: null, lines: ['BRL1'], brokers: [1] });
    const payload = buildPayload(loaded);
    expect(payload.nomeUsuario).toBe(' ""Zé"" ');
    expect(payload.email).toBe('ze@conecta.example');
  });
});
