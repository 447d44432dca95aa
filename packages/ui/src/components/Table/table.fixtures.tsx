import { formatBRL, formatPercent } from '@conecta/core';
import { Pencil, ShieldCheck } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import type { TableColumn } from './Table';

/** Story data: a row of the users list. */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  broker: string;
  type: string;
  status: 'Ativo' | 'Inativo';
}

export const users: UserRow[] = [
  { id: 1, name: 'Mariana Couto', email: 'mariana.couto@distribuidoranorte.com.br', role: 'Master Broker', broker: 'Distribuidora Norte', type: 'Broker', status: 'Ativo' },
  { id: 2, name: 'Álvaro Nogueira', email: 'alvaro.nogueira@distribuidoranorte.com.br', role: 'Supervisor', broker: 'Distribuidora Norte', type: 'Broker', status: 'Ativo' },
  { id: 3, name: 'bruna Lima', email: 'bruna.lima@comercialsul.com.br', role: 'Vendedor', broker: 'Comercial Sul', type: 'Broker', status: 'Inativo' },
  { id: 4, name: 'Carlos Eduardo Souza', email: 'carlos.souza@nestle.com.br', role: 'Master Fabricante', broker: 'Nestlé', type: 'Fabricante', status: 'Ativo' },
  { id: 5, name: 'Éder Martins', email: 'eder.martins@comercialsul.com.br', role: 'Gerente', broker: 'Comercial Sul', type: 'Broker', status: 'Ativo' },
  { id: 6, name: 'Ana Paula Ribeiro', email: 'ana.ribeiro@flag.com.br', role: 'Master Flag', broker: 'Flag', type: 'Flag', status: 'Ativo' },
];

export const userColumns: TableColumn<UserRow>[] = [
  { id: 'name', header: 'Nome', value: (user) => user.name, allowsSorting: true, isRowHeader: true },
  { id: 'email', header: 'E-mail', value: (user) => user.email, allowsSorting: true },
  { id: 'role', header: 'Função', value: (user) => user.role, allowsSorting: true },
  { id: 'broker', header: 'Broker', value: (user) => user.broker, allowsSorting: true },
  { id: 'type', header: 'Tipo', value: (user) => user.type, allowsSorting: true },
  { id: 'status', header: 'Status', value: (user) => user.status, allowsSorting: true },
  {
    id: 'tools',
    header: 'Ferramentas',
    align: 'end',
    cell: (user) => (
      <>
        <IconButton size="sm" label={`Editar usuário ${user.name}`} icon={<Pencil size={16} aria-hidden />} />
        <IconButton size="sm" label={`Editar permissões de ${user.name}`} icon={<ShieldCheck size={16} aria-hidden />} />
      </>
    ),
  },
];

const firstNames = ['Ana', 'Bruno', 'Camila', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João', 'Larissa', 'Márcio'];
const lastNames = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferraz', 'Gonçalves', 'Hernandes', 'Lopes', 'Moura'];
const brokers = ['Distribuidora Norte', 'Comercial Sul', 'Atacado Centro-Oeste'];

/** Many users, for the sticky header and pagination stories. */
export function manyUsers(count: number): UserRow[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length] ?? 'Ana';
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? 'Lima';
    const broker = brokers[index % brokers.length] ?? 'Comercial Sul';
    return {
      id: 100 + index,
      name: `${first} ${last}`,
      email: `${first}.${last}${index}@broker.com.br`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      role: index % 5 === 0 ? 'Supervisor' : 'Vendedor',
      broker,
      type: 'Broker',
      status: index % 7 === 0 ? 'Inativo' : 'Ativo',
    };
  });
}

/** Story data: a category row of the planning table. */
export interface CategoryRow {
  key: string;
  category: string;
  average: number;
  minimum: number;
  target: number;
  ideal: number;
  planned: number;
  level: string;
}

export const categories: CategoryRow[] = [
  { key: 'cafe', category: 'Cafés', average: 412_300, minimum: 420_000, target: 455_000, ideal: 480_000, planned: 460_000, level: 'Meta' },
  { key: 'lacteos', category: 'Lácteos', average: 318_950, minimum: 325_000, target: 350_000, ideal: 372_000, planned: 330_000, level: 'Mínima' },
  { key: 'chocolates', category: 'Chocolates', average: 275_400, minimum: 280_000, target: 301_000, ideal: 322_500, planned: 325_000, level: 'Ideal' },
  { key: 'culinarios', category: 'Culinários', average: 152_780, minimum: 155_000, target: 168_000, ideal: 180_000, planned: 150_000, level: 'Abaixo da mínima' },
  { key: 'biscoitos', category: 'Biscoitos', average: 98_120, minimum: 100_000, target: 108_500, ideal: 116_000, planned: 109_000, level: 'Meta' },
];

const sum = (rows: readonly CategoryRow[], pick: (row: CategoryRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

export const categoryColumns: TableColumn<CategoryRow>[] = [
  { id: 'category', header: 'Categoria', value: (row) => row.category, allowsSorting: true, isRowHeader: true, footer: 'Total' },
  { id: 'average', header: 'Media Broker', value: (row) => row.average, cell: (row) => formatBRL(row.average), align: 'end', allowsSorting: true, footer: (rows) => formatBRL(sum(rows, (row) => row.average)) },
  { id: 'minimum', header: 'Meta Minima', value: (row) => row.minimum, cell: (row) => formatBRL(row.minimum), align: 'end', footer: (rows) => formatBRL(sum(rows, (row) => row.minimum)) },
  {
    id: 'minimumShare',
    header: '% Cat.',
    value: (row) => row.minimum,
    cell: (row) => formatPercent((row.minimum / sum(categories, (item) => item.minimum)) * 100),
    align: 'end',
    footer: formatPercent(100),
  },
  { id: 'target', header: 'Meta Meta', value: (row) => row.target, cell: (row) => formatBRL(row.target), align: 'end', footer: (rows) => formatBRL(sum(rows, (row) => row.target)) },
  { id: 'ideal', header: 'Meta Ideal', value: (row) => row.ideal, cell: (row) => formatBRL(row.ideal), align: 'end', footer: (rows) => formatBRL(sum(rows, (row) => row.ideal)) },
  { id: 'planned', header: 'Meta Planejada', value: (row) => row.planned, cell: (row) => formatBRL(row.planned), align: 'end', allowsSorting: true, footer: (rows) => formatBRL(sum(rows, (row) => row.planned)) },
  {
    id: 'plannedShare',
    header: '% Cat.',
    value: (row) => row.planned,
    cell: (row) => formatPercent((row.planned / sum(categories, (item) => item.planned)) * 100),
    align: 'end',
    footer: formatPercent(100),
  },
  { id: 'level', header: 'Nivel da meta', value: (row) => row.level },
];
