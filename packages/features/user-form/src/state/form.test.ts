import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUES,
  buildPayload,
  createUserFormSchema,
  editableUserFromRows,
  employeesForFunction,
  functionsOfType,
  interpretSaveResult,
  isClassificationStepComplete,
  isIdentityGateOpen,
  isTypeStepComplete,
  validateUserForm,
  type UserFormValues,
} from './form';

const valid: UserFormValues = {
  tipoUsuario: 3,
  funcaoUsuario: 12,
  nomeUsuario: 'Carlos Eduardo Souza',
  email: 'carlos@conecta.example',
  senha: 'Vendas@Sul25',
  confirmacaoSenha: 'Vendas@Sul25',
  linhasBroker: ['BRL1'],
  brokers: [10234],
  idEmpregadoFlexx: '5230',
  alteraImagem: false,
  imagemPerfilBase64: null,
};

describe('validateUserForm', () => {
  it('passes a complete form', () => {
    expect(validateUserForm(valid, false)).toEqual({});
  });

  it('gives the chosen §5 message for each empty field', () => {
    expect(validateUserForm(EMPTY_VALUES, false)).toEqual({
      tipoUsuario: 'Informe o tipo de Usuário',
      funcaoUsuario: 'Selecione a função de Usuário',
      nomeUsuario: 'Informe o nome do Usuário',
      email: 'Informe o e-mail do Usuário',
      senha: 'Senha obrigatória',
      confirmacaoSenha: 'Confirmação obrigatória',
      linhasBroker: "Selecione a(s) linhas(s) do(s) broker's",
      brokers: 'Selecione o Broker',
    });
  });

  it('checks name length, e-mail format, password rules and confirmation', () => {
    expect(validateUserForm({ ...valid, nomeUsuario: 'Al' }, false).nomeUsuario).toBe('Mínimo 3 caracteres');
    expect(validateUserForm({ ...valid, nomeUsuario: '  Al  ' }, false).nomeUsuario).toBe('Mínimo 3 caracteres');
    expect(validateUserForm({ ...valid, email: 'carlos@' }, false).email).toBe('Email inválido');
    expect(validateUserForm({ ...valid, senha: 'Abc@1', confirmacaoSenha: 'Abc@1' }, false).senha).toBe(
      'Precisa ter mais que 8 caracteres',
    );
    expect(validateUserForm({ ...valid, confirmacaoSenha: 'Vendas@Sul26' }, false).confirmacaoSenha).toBe(
      'Confirmação não confere com a senha',
    );
  });

  it('requires the employee only for functions 10, 11 and 12', () => {
    expect(validateUserForm({ ...valid, idEmpregadoFlexx: null }, false).idEmpregadoFlexx).toBe('Selecione o empregado');
    expect(validateUserForm({ ...valid, funcaoUsuario: 16, idEmpregadoFlexx: null }, false)).toEqual({});
  });

  it('does not ask type 2 users for lines (they are forced to BRL1)', () => {
    expect(validateUserForm({ ...valid, tipoUsuario: 2, funcaoUsuario: 15, linhasBroker: [] }, false)).toEqual({});
  });

  it('keeps the password on edit when both fields are empty', () => {
    expect(validateUserForm({ ...valid, senha: '', confirmacaoSenha: '' }, true)).toEqual({});
    expect(validateUserForm({ ...valid, senha: '', confirmacaoSenha: '' }, false).senha).toBe('Senha obrigatória');
    expect(validateUserForm({ ...valid, senha: 'abc', confirmacaoSenha: '' }, true).senha).toBe(
      'Precisa ter mais que 8 caracteres',
    );
  });

  it('is what the zod schema reports, field by field', () => {
    const result = createUserFormSchema(false).safeParse({ ...valid, email: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['email', 'Email inválido']]);
  });
});

describe('step gates', () => {
  it('1 → 2 needs type and function', () => {
    expect(isTypeStepComplete({ tipoUsuario: 3, funcaoUsuario: null })).toBe(false);
    expect(isTypeStepComplete({ tipoUsuario: 3, funcaoUsuario: 12 })).toBe(true);
  });

  it('2 → 3 opens at 3 characters of name and e-mail and 6 of both passwords', () => {
    const base = { nomeUsuario: 'Ana', email: 'a@b', senha: 'Abc@12', confirmacaoSenha: 'Abc@12' };
    expect(isIdentityGateOpen(base, false)).toBe(true);
    expect(isIdentityGateOpen({ ...base, nomeUsuario: 'An' }, false)).toBe(false);
    expect(isIdentityGateOpen({ ...base, email: 'a@' }, false)).toBe(false);
    expect(isIdentityGateOpen({ ...base, senha: 'Abc@1' }, false)).toBe(false);
    expect(isIdentityGateOpen({ ...base, confirmacaoSenha: 'Abc@1' }, false)).toBe(false);
    expect(isIdentityGateOpen({ ...base, senha: '', confirmacaoSenha: '' }, true)).toBe(true);
    expect(isIdentityGateOpen({ ...base, senha: '', confirmacaoSenha: '' }, false)).toBe(false);
  });

  it('3 → 4 needs lines, brokers and, for 10/11/12, the employee', () => {
    expect(isClassificationStepComplete(valid)).toBe(true);
    expect(isClassificationStepComplete({ ...valid, brokers: [] })).toBe(false);
    expect(isClassificationStepComplete({ ...valid, linhasBroker: [] })).toBe(false);
    expect(isClassificationStepComplete({ ...valid, idEmpregadoFlexx: null })).toBe(false);
    expect(isClassificationStepComplete({ ...valid, funcaoUsuario: 16, idEmpregadoFlexx: null })).toBe(true);
    expect(isClassificationStepComplete({ ...valid, tipoUsuario: 2, funcaoUsuario: 15, linhasBroker: [] })).toBe(true);
  });
});

describe('buildPayload', () => {
  it('sends descricaoUsuario equal to the name and lines as dsC_LINHA_USUARIO items', () => {
    expect(buildPayload(valid)).toEqual({
      email: 'carlos@conecta.example',
      nomeUsuario: 'Carlos Eduardo Souza',
      tipoUsuario: 3,
      funcaoUsuario: 12,
      senha: 'Vendas@Sul25',
      confirmacaoSenha: 'Vendas@Sul25',
      linhasBroker: [{ dsC_LINHA_USUARIO: 'BRL1' }],
      alteraImagem: false,
      brokers: [10234],
      idEmpregadoFlexx: '5230',
      imagemPerfilBase64: null,
      descricaoUsuario: 'Carlos Eduardo Souza',
    });
  });

  it('sanitises texts without trimming the name, and leaves the password as typed', () => {
    const payload = buildPayload({
      ...valid,
      nomeUsuario: ' <script>alert("x")</script> ',
      email: ' carlos@conecta.example ',
      senha: '<Vendas@"Sul25>',
      confirmacaoSenha: '<Vendas@"Sul25>',
    });
    expect(payload.nomeUsuario).toBe(' scriptalert(""x"")/script ');
    expect(payload.descricaoUsuario).toBe(payload.nomeUsuario);
    expect(payload.email).toBe('carlos@conecta.example');
    expect(payload.senha).toBe('<Vendas@"Sul25>');
    expect(buildPayload({ ...valid, nomeUsuario: '=SOMA(A1)' }).nomeUsuario).toBe("'=SOMA(A1)");
  });

  it('forces type 2 lines to BRL1 and keeps several brokers', () => {
    const payload = buildPayload({ ...valid, tipoUsuario: 2, funcaoUsuario: 15, linhasBroker: ['BRL2', 'BRL3'], brokers: [1, 2] });
    expect(payload.linhasBroker).toEqual([{ dsC_LINHA_USUARIO: 'BRL1' }]);
    expect(payload.brokers).toEqual([1, 2]);
    expect(payload.idEmpregadoFlexx).toBeNull();
  });

  it('sends one broker, as a list, for type 3 and nulls the employee of other functions', () => {
    expect(buildPayload({ ...valid, brokers: [10234, 10587] }).brokers).toEqual([10234]);
    expect(buildPayload({ ...valid, funcaoUsuario: 16, idEmpregadoFlexx: '5230' }).idEmpregadoFlexx).toBeNull();
  });
});

describe('interpretSaveResult', () => {
  it.each([
    [true, 'success'],
    ['True', 'success'],
    [false, 'error'],
    ['False', 'error'],
    [null, 'error'],
    ["Violation of UNIQUE KEY constraint 'UQ_USUARIO_EMAIL'.", 'email-error'],
    ['true', 'email-error'],
  ])('%s → %s', (answer, outcome) => {
    expect(interpretSaveResult(answer)).toBe(outcome);
  });
});

describe('lookups', () => {
  it('filters functions by type and employees by function kind', () => {
    const functions = [
      { idUsuarioFuncao: 1, descricao: 'Master Flag', idUsuarioTipo: 1 },
      { idUsuarioFuncao: 12, descricao: 'Vendedor', idUsuarioTipo: 3 },
    ] as const;
    expect(functionsOfType([...functions], 3).map((f) => f.idUsuarioFuncao)).toEqual([12]);
    expect(functionsOfType([...functions], null)).toEqual([]);
    const employees = [
      { idEmpregadoFlexx: '1', nomeEmpregado: 'G', idTipoEmpregado: 1 },
      { idEmpregadoFlexx: '2', nomeEmpregado: 'S', idTipoEmpregado: 2 },
      { idEmpregadoFlexx: '3', nomeEmpregado: 'V', idTipoEmpregado: 3 },
    ];
    expect(employeesForFunction(employees, 11).map((e) => e.idEmpregadoFlexx)).toEqual(['2']);
    expect(employeesForFunction(employees, 16)).toEqual([]);
  });
});

describe('editableUserFromRows', () => {
  const row = {
    iD_USUARIO: 131,
    dsC_EMAIL: 'carlos@conecta.example',
    dsC_NOME_USUARIO: 'Carlos',
    iD_USUARIO_TIPO: 2,
    iD_USUARIO_FUNCAO: 15,
    dsC_SENHA: '********',
    inD_ALTERA_IMAGEM: true,
    iD_EMPREGADO_FLEXX: '5230',
    imG_PERFIL: 'iVBORw0KGgo=',
    iD_PUXADA: 10234,
    dsC_FUNCAO: 'Master Fabricante',
    dsC_TIPO: 'Fabricante',
    dsC_APELIDO: 'HORIZONTE',
    inD_USUARIO_INATIVO: '1',
  } as const;

  it('joins the rows of every broker and starts with empty passwords', () => {
    const user = editableUserFromRows([row, { ...row, iD_PUXADA: 10587 }], [{ dsC_LINHA_USUARIO: 'BRL1' }]);
    expect(user).toEqual({
      idUsuario: 131,
      isActive: false,
      currentImage: 'iVBORw0KGgo=',
      values: {
        tipoUsuario: 2,
        funcaoUsuario: 15,
        nomeUsuario: 'Carlos',
        email: 'carlos@conecta.example',
        senha: '',
        confirmacaoSenha: '',
        linhasBroker: ['BRL1'],
        brokers: [10234, 10587],
        idEmpregadoFlexx: null,
        alteraImagem: true,
        imagemPerfilBase64: null,
      },
    });
  });

  it('drops broker 0 and reads active as inD_USUARIO_INATIVO "0"', () => {
    const user = editableUserFromRows([{ ...row, iD_USUARIO_TIPO: 1, iD_USUARIO_FUNCAO: 1, iD_PUXADA: 0, inD_USUARIO_INATIVO: '0' }], []);
    expect(user?.values.brokers).toEqual([]);
    expect(user?.isActive).toBe(true);
    expect(editableUserFromRows([], [])).toBeNull();
  });
});
