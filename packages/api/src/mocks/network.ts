import { PROFILE_PRESETS, type ProfilePresetKey } from '@conecta/core';
import type { Rng } from './rng';

/**
 * The demo network shared by every area of the mock backend: the manufacturer's branches
 * (filiais), brokers, product lines, categories (grupoBook), employees (manager, supervisors,
 * sellers) and users. Plain JSON-serialisable data: the portal's demo mode keeps it in
 * sessionStorage so it survives a reload.
 */

export type NetworkSize = 'demo' | 'large';

export interface Branch {
  id: number;
  nome: string;
}

export interface Broker {
  idPuxada: number;
  razaoSocial: string;
  apelido: string;
  /** The manufacturer's branch (filial) the broker belongs to. */
  filialId: number;
  /** Product lines the broker sells, e.g. ['BRL1', 'BRL2']. */
  linhas: string[];
}

export interface ProductLine {
  /** Code, e.g. 'BRL1' (the spec's default product line). */
  nome: string;
  descricao: string;
}

export interface Category {
  /** grupoBookKey */
  key: number;
  /** grupoBook, e.g. 'BISCOITOS' */
  nome: string;
}

/** Employee kinds in FLEXX: G gerente (manager), S supervisor, V vendedor (seller). */
export type EmployeeKind = 'G' | 'S' | 'V';

export interface Employee {
  idEmpregadoFlexx: number;
  nome: string;
  idPuxada: number;
  tipo: EmployeeKind;
  /** A seller's supervisor, a supervisor's manager. */
  responsavelId: number | null;
  /** 'A' active, 'I' inactive. */
  status: 'A' | 'I';
}

export interface UserRecord {
  idUsuario: number;
  email: string;
  /** The mock keeps demo passwords in clear: it is a demo. */
  senha: string;
  nomeUsuario: string;
  tipoUsuario: 1 | 2 | 3;
  funcaoUsuario: number;
  idPuxada: number | null;
  brokers: number[];
  linhasBroker: string[];
  idEmpregadoFlexx: number | null;
  alteraImagem: boolean;
  /** inD_USUARIO_INATIVO: false = Ativo. */
  inativo: boolean;
  /** Profile picture as base64 (imG_PERFIL), or null. */
  imagemPerfilBase64: string | null;
  /** Login status record (shell spec §3): e-mail status 'A' or 'I', blocked flag and its time (epoch ms). */
  loginStatus: { statusEmail: 'A' | 'I'; bloqueado: boolean; dataHora: number | null };
}

export interface Network {
  size: NetworkSize;
  branches: Branch[];
  brokers: Broker[];
  lines: ProductLine[];
  categories: Category[];
  employees: Employee[];
  users: UserRecord[];
}

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Portal@Metas9';

/** The broker whose team plans targets in the demo: one manager, 4 supervisors, 5–8 sellers each. */
export const DEMO_BROKER_ID = 10234;

/** Demo accounts named in the README, keyed by their e-mail's local part. */
export const DEMO_ACCOUNTS = {
  master: 'master@conecta.example',
  fabricante: 'fabricante@conecta.example',
  trade: 'trade@conecta.example',
  broker: 'broker@conecta.example',
  gerente: 'gerente@conecta.example',
  supervisor: 'supervisor@conecta.example',
  /** The manager's other three supervisors (employees 5101, 5103, 5104), so one tab can play every role of a month. */
  supervisor2: 'supervisor2@conecta.example',
  supervisor3: 'supervisor3@conecta.example',
  supervisor4: 'supervisor4@conecta.example',
  vendedor: 'vendedor@conecta.example',
  inativo: 'inativo@conecta.example',
  bloqueado: 'bloqueado@conecta.example',
} as const;

const BRANCHES: Branch[] = [
  { id: 1, nome: 'Filial São Paulo' },
  { id: 2, nome: 'Filial Recife' },
  { id: 3, nome: 'Filial Curitiba' },
];

const BROKERS: Broker[] = [
  { idPuxada: 10234, razaoSocial: 'Distribuidora Horizonte Ltda', apelido: 'HORIZONTE', filialId: 1, linhas: ['BRL1', 'BRL2'] },
  { idPuxada: 10587, razaoSocial: 'Comercial Serra Azul S.A.', apelido: 'SERRA AZUL', filialId: 1, linhas: ['BRL1'] },
  { idPuxada: 11020, razaoSocial: 'Atacadista Vale Verde Ltda', apelido: 'VALE VERDE', filialId: 2, linhas: ['BRL1', 'BRL3'] },
  { idPuxada: 11458, razaoSocial: 'Rede Litoral Distribuição Ltda', apelido: 'LITORAL', filialId: 2, linhas: ['BRL2'] },
  { idPuxada: 12011, razaoSocial: 'Mercantil Araucária Ltda', apelido: 'ARAUCÁRIA', filialId: 3, linhas: ['BRL1', 'BRL2'] },
];

const LINES: ProductLine[] = [
  { nome: 'BRL1', descricao: 'Linha Broker 1 — Alimentos' },
  { nome: 'BRL2', descricao: 'Linha Broker 2 — Bebidas' },
  { nome: 'BRL3', descricao: 'Linha Broker 3 — Nutrição' },
];

const CATEGORY_NAMES = [
  'BISCOITOS',
  'CAFÉ SOLÚVEL',
  'CHOCOLATES',
  'CULINÁRIOS',
  'LÁCTEOS',
  'CEREAIS MATINAIS',
  'NUTRIÇÃO INFANTIL',
  'BEBIDAS PRONTAS',
  'SORVETES',
  'CONFEITOS',
  'PET FOOD',
  'ÁGUAS',
];

const FIRST_NAMES = ['Ana', 'Bruno', 'Camila', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Lucas', 'Mariana', 'Mateus', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Sofia', 'Thiago', 'Vanessa', 'Vinícius'];
const LAST_NAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Carvalho', 'Costa', 'Dias', 'Ferreira', 'Gomes', 'Lima', 'Martins', 'Melo', 'Nascimento', 'Oliveira', 'Pereira', 'Ribeiro', 'Rocha', 'Santos', 'Silva', 'Souza', 'Teixeira'];

const personName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** Employee ids of the demo broker's team, stable so the demo accounts can point at them. */
export const DEMO_TEAM = {
  gerente: PROFILE_PRESETS.gerente.idEmpregadoFlexx ?? 5001,
  supervisores: [5101, PROFILE_PRESETS.supervisor.idEmpregadoFlexx ?? 5102, 5103, 5104],
  vendedorDemo: PROFILE_PRESETS.vendedor.idEmpregadoFlexx ?? 5230,
} as const;

function buildEmployees(rng: Rng, size: NetworkSize): Employee[] {
  const employees: Employee[] = [];
  const gerente = PROFILE_PRESETS.gerente;
  employees.push({ idEmpregadoFlexx: DEMO_TEAM.gerente, nome: gerente.nomeUsuario, idPuxada: DEMO_BROKER_ID, tipo: 'G', responsavelId: null, status: 'A' });

  // The demo broker: 4 supervisors with 5–8 sellers each, or 30 × 10 = 300 sellers when large.
  const supervisorIds: number[] =
    size === 'large' ? Array.from({ length: 30 }, (_, i) => 5101 + i) : [...DEMO_TEAM.supervisores];
  let sellerId = 5201;
  supervisorIds.forEach((supervisorId, index) => {
    const nome = supervisorId === DEMO_TEAM.supervisores[1] ? PROFILE_PRESETS.supervisor.nomeUsuario : personName(rng);
    employees.push({ idEmpregadoFlexx: supervisorId, nome, idPuxada: DEMO_BROKER_ID, tipo: 'S', responsavelId: DEMO_TEAM.gerente, status: 'A' });
    const sellers = size === 'large' ? 10 : 5 + ((index * 3 + 1) % 4);
    for (let s = 0; s < sellers; s += 1) {
      const id = sellerId;
      sellerId += 1;
      const isDemoSeller = id === DEMO_TEAM.vendedorDemo;
      employees.push({
        idEmpregadoFlexx: id,
        nome: isDemoSeller ? PROFILE_PRESETS.vendedor.nomeUsuario : personName(rng),
        idPuxada: DEMO_BROKER_ID,
        tipo: 'V',
        responsavelId: supervisorId,
        status: s === sellers - 1 && index === 0 ? 'I' : 'A',
      });
    }
  });
  // Make sure the demo seller exists in the demo team (it sits under the demo supervisor).
  if (!employees.some((employee) => employee.idEmpregadoFlexx === DEMO_TEAM.vendedorDemo)) {
    employees.push({ idEmpregadoFlexx: DEMO_TEAM.vendedorDemo, nome: PROFILE_PRESETS.vendedor.nomeUsuario, idPuxada: DEMO_BROKER_ID, tipo: 'V', responsavelId: DEMO_TEAM.supervisores[1], status: 'A' });
  }

  // The other brokers: a manager, 2 supervisors, 3 sellers each (audiences for notifications).
  let otherId = 7001;
  for (const broker of BROKERS.filter((b) => b.idPuxada !== DEMO_BROKER_ID)) {
    const managerId = otherId++;
    employees.push({ idEmpregadoFlexx: managerId, nome: personName(rng), idPuxada: broker.idPuxada, tipo: 'G', responsavelId: null, status: 'A' });
    for (let s = 0; s < 2; s += 1) {
      const supId = otherId++;
      employees.push({ idEmpregadoFlexx: supId, nome: personName(rng), idPuxada: broker.idPuxada, tipo: 'S', responsavelId: managerId, status: 'A' });
      for (let v = 0; v < 3; v += 1) {
        employees.push({ idEmpregadoFlexx: otherId++, nome: personName(rng), idPuxada: broker.idPuxada, tipo: 'V', responsavelId: supId, status: 'A' });
      }
    }
  }
  return employees;
}

function presetUser(key: ProfilePresetKey, brokers: number[]): UserRecord {
  const preset = PROFILE_PRESETS[key];
  return {
    idUsuario: preset.idUsuario,
    email: preset.email,
    senha: DEMO_PASSWORD,
    nomeUsuario: preset.nomeUsuario,
    tipoUsuario: preset.tipoUsuario,
    funcaoUsuario: preset.funcaoUsuario,
    idPuxada: preset.idPuxada,
    brokers: preset.tipoUsuario === 2 ? brokers : [...preset.brokers],
    linhasBroker: [...preset.linhasBroker],
    idEmpregadoFlexx: preset.idEmpregadoFlexx,
    alteraImagem: true,
    inativo: false,
    imagemPerfilBase64: null,
    loginStatus: { statusEmail: 'A', bloqueado: false, dataHora: null },
  };
}

const MANUFACTURER_FUNCTIONS = [4, 5, 6, 7, 15];

/** Demo accounts of the manager's other supervisors, by employee id (function 11, type 3, broker 10234). */
const OTHER_SUPERVISOR_ACCOUNTS = new Map<number, string>([
  [DEMO_TEAM.supervisores[0], DEMO_ACCOUNTS.supervisor2],
  [DEMO_TEAM.supervisores[2], DEMO_ACCOUNTS.supervisor3],
  [DEMO_TEAM.supervisores[3], DEMO_ACCOUNTS.supervisor4],
]);

function buildUsers(rng: Rng, size: NetworkSize, employees: Employee[], now: number): UserRecord[] {
  const demoBrokers = BROKERS.slice(0, 3).map((b) => b.idPuxada);
  const users: UserRecord[] = [
    presetUser('masterFlag', demoBrokers),
    presetUser('masterFabricante', demoBrokers),
    presetUser('fabricanteFuncao4', demoBrokers),
    presetUser('masterBroker', demoBrokers),
    presetUser('gerente', demoBrokers),
    presetUser('supervisor', demoBrokers),
    presetUser('vendedor', demoBrokers),
  ];
  const base = (idUsuario: number, email: string, nomeUsuario: string): UserRecord => ({
    idUsuario,
    email,
    senha: DEMO_PASSWORD,
    nomeUsuario,
    tipoUsuario: 3,
    funcaoUsuario: 12,
    idPuxada: DEMO_BROKER_ID,
    brokers: [DEMO_BROKER_ID],
    linhasBroker: ['BRL1'],
    idEmpregadoFlexx: null,
    alteraImagem: false,
    inativo: false,
    imagemPerfilBase64: null,
    loginStatus: { statusEmail: 'A', bloqueado: false, dataHora: null },
  });
  users.push({ ...base(8, DEMO_ACCOUNTS.inativo, 'Rodrigo Inácio'), inativo: true, loginStatus: { statusEmail: 'I', bloqueado: false, dataHora: null } });
  users.push({ ...base(9, DEMO_ACCOUNTS.bloqueado, 'Beatriz Bloch'), loginStatus: { statusEmail: 'A', bloqueado: true, dataHora: now } });

  // Users for the rest of the demo team (so the team views list real users), then users of every
  // type and function across the other brokers. The manager's other supervisors get the demo
  // accounts supervisor2@ to supervisor4@ (same ids and names as before, only the e-mail is fixed).
  let nextId = 100;
  for (const employee of employees) {
    if (users.some((user) => user.idEmpregadoFlexx === employee.idEmpregadoFlexx)) continue;
    const funcao = employee.tipo === 'G' ? 10 : employee.tipo === 'S' ? 11 : 12;
    const id = nextId++;
    const demoEmail = OTHER_SUPERVISOR_ACCOUNTS.get(employee.idEmpregadoFlexx);
    users.push({
      ...base(id, demoEmail ?? `${slug(employee.nome)}.${id}@conecta.example`, employee.nome),
      funcaoUsuario: funcao,
      idPuxada: employee.idPuxada,
      brokers: [employee.idPuxada],
      idEmpregadoFlexx: employee.idEmpregadoFlexx,
      inativo: employee.status === 'I',
    });
  }
  const target = size === 'large' ? 20_000 : users.length + 24;
  const kinds: Array<{ tipo: 1 | 2 | 3; funcao: number }> = [
    { tipo: 1, funcao: 1 },
    ...MANUFACTURER_FUNCTIONS.map((funcao) => ({ tipo: 2 as const, funcao })),
    { tipo: 3, funcao: 16 },
    { tipo: 3, funcao: 12 },
  ];
  for (let i = 0; users.length < target; i += 1) {
    const kind = kinds[i % kinds.length] ?? { tipo: 3 as const, funcao: 12 };
    const broker = rng.pick(BROKERS);
    const nome = personName(rng);
    const id = nextId++;
    users.push({
      ...base(id, `${slug(nome)}.${id}@conecta.example`, nome),
      tipoUsuario: kind.tipo,
      funcaoUsuario: kind.funcao,
      idPuxada: kind.tipo === 3 ? broker.idPuxada : kind.tipo === 2 ? 0 : null,
      brokers: kind.tipo === 1 ? [] : kind.tipo === 2 ? demoBrokers : [broker.idPuxada],
      inativo: rng.next() < 0.1,
    });
  }
  return users;
}

/** Builds the network. `now` (epoch ms) dates the blocked record, so the lockout starts at start-up. */
export function buildNetwork(rng: Rng, size: NetworkSize, now: number): Network {
  const categories: Category[] = (
    size === 'large' ? [...CATEGORY_NAMES, ...Array.from({ length: 28 }, (_, i) => `CATEGORIA ${i + 13}`)] : CATEGORY_NAMES
  ).map((nome, index) => ({ key: 100 + index, nome }));
  const employees = buildEmployees(rng, size);
  return {
    size,
    branches: BRANCHES.map((branch) => ({ ...branch })),
    brokers: BROKERS.map((broker) => ({ ...broker, linhas: [...broker.linhas] })),
    lines: LINES.map((line) => ({ ...line })),
    categories,
    employees,
    users: buildUsers(rng, size, employees, now),
  };
}
