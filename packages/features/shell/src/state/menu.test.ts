import { describe, expect, it } from 'vitest';
import { canOpenPath } from '@conecta/core';
import { ancestorsOf, menuPaths, visibleMenu } from './menu';
import { NO_GRANTS } from './grants';
import type { MenuEntry, MenuGroupEntry } from './types';
import { ALL_FEATURES, grantsOf } from './test-grants';

const group = (menu: readonly MenuEntry[], id: string) =>
  menu.find((entry): entry is MenuGroupEntry => entry.kind === 'group' && entry.id === id);
const labels = (entries: readonly MenuEntry[]) => entries.map((entry) => entry.label);

describe('visibleMenu', () => {
  it('gives the master flag the full tree in the order of the spec, with Portuguese labels', () => {
    const menu = visibleMenu({ funcaoUsuario: 1, tipoUsuario: 1 }, grantsOf(ALL_FEATURES, { system8: true, userPermission8: true }));
    expect(labels(menu)).toEqual([
      'Dashboard',
      'Upload de imagens',
      'Metas',
      'Notificações',
      'Estoque',
      'Pesquisa',
      'Usuários',
      'Relatórios',
      'Dashboards do fabricante',
      'Recarga',
      'Solicitar carga',
      'App Merchandising',
      'Sair',
    ]);
    expect(labels(group(menu, 'metas')?.children ?? [])).toEqual(['Planejamento', 'Programação supervisor', 'Status das metas']);
    expect(labels(group(menu, 'usuarios')?.children ?? [])).toEqual(['Lista de usuários', 'Permissões de sistemas']);
  });

  it('marks the two newer manufacturer dashboards with the NOVO badge', () => {
    const menu = visibleMenu({ funcaoUsuario: 15, tipoUsuario: 2 }, grantsOf(ALL_FEATURES));
    const dashboards = group(menu, 'dashboards-fabricante')?.children ?? [];
    const badged = dashboards.flatMap((entry) => (entry.kind === 'link' && entry.badge ? [`${entry.label} ${entry.badge}`] : []));
    expect(badged).toEqual(['Loja Perfeita NOVO', 'Ruptura NOVO']);
  });

  it('removes groups with no visible child', () => {
    const menu = visibleMenu({ funcaoUsuario: 12, tipoUsuario: 3 }, NO_GRANTS);
    expect(menu.map((entry) => entry.id)).toEqual(['dashboard', 'signOut']);
    expect(menu.some((entry) => entry.kind === 'group')).toBe(false);
  });

  it('gives the supervisor the seller-side Metas items and the gerente the planning ones', () => {
    const supervisor = visibleMenu({ funcaoUsuario: 11, tipoUsuario: 3 }, grantsOf(ALL_FEATURES));
    expect(labels(group(supervisor, 'metas')?.children ?? [])).toEqual([
      'Rateio vendedor',
      'Programação cobertura',
      'Programação recomendador',
      'Programação produto foco',
      'Status das metas',
    ]);
    const gerente = visibleMenu({ funcaoUsuario: 10, tipoUsuario: 3 }, grantsOf(ALL_FEATURES));
    expect(labels(group(gerente, 'metas')?.children ?? [])).toEqual(['Planejamento', 'Programação supervisor', 'Status das metas']);
  });

  it('gives 10 and 11 the users list as "Estrutura de equipe" under Relatórios, never twice', () => {
    for (const funcaoUsuario of [10, 11]) {
      const menu = visibleMenu({ funcaoUsuario, tipoUsuario: 3 }, NO_GRANTS);
      expect(group(menu, 'usuarios')).toBeUndefined();
      expect(labels(group(menu, 'relatorios')?.children ?? [])).toEqual(['Estrutura de equipe']);
      expect(menuPaths(menu).filter((path) => path === '/usuarios')).toHaveLength(1);
    }
  });

  it('shows Sair to everyone, last, even with an unknown function', () => {
    const menu = visibleMenu({ funcaoUsuario: 99, tipoUsuario: 3 }, grantsOf(ALL_FEATURES));
    expect(menu.map((entry) => entry.id)).toEqual(['dashboard', 'estoque', 'pesquisa', 'relatorios', 'signOut']);
  });

  it('never links to a path the route guard refuses (same AREA_RULES table)', () => {
    for (const funcaoUsuario of [1, 4, 5, 6, 7, 10, 11, 12, 15, 16]) {
      for (const tipoUsuario of [1, 2, 3]) {
        const user = { funcaoUsuario, tipoUsuario };
        const paths = menuPaths(visibleMenu(user, grantsOf(ALL_FEATURES, { system8: true, userPermission8: true })));
        for (const path of paths) expect(canOpenPath(path, user), `${funcaoUsuario}/${tipoUsuario} ${path}`).toBe(true);
      }
    }
  });

  it('is pure: the same input gives equal trees', () => {
    const grants = grantsOf(ALL_FEATURES);
    expect(visibleMenu({ funcaoUsuario: 16, tipoUsuario: 3 }, grants)).toEqual(visibleMenu({ funcaoUsuario: 16, tipoUsuario: 3 }, grants));
  });
});

describe('ancestorsOf', () => {
  const menu = visibleMenu({ funcaoUsuario: 1, tipoUsuario: 1 }, grantsOf(ALL_FEATURES));
  it('names the group of a nested path', () => {
    expect(ancestorsOf(menu, '/metas/status')).toEqual(['metas']);
    expect(ancestorsOf(menu, '/relatorio/positivacao')).toEqual(['dashboards-fabricante']);
  });
  it('is empty for top-level and unknown paths', () => {
    expect(ancestorsOf(menu, '/dashboard')).toEqual([]);
    expect(ancestorsOf(menu, '/nao-existe')).toEqual([]);
  });
});
