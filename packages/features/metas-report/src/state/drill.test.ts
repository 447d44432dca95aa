import { describe, expect, it } from 'vitest';
import { TOP, crumbsOf, drillInto, itemsFromServer, levelAt, linesAt, pathStillIn, reportRoleOf, rootLevel, type ServerAchievementRow } from './drill';

const row = (idPuxada: number, supervisor: string, seller: string, category: number, meta: number, realizado: number): ServerAchievementRow => ({
  idPuxada,
  idEmpregadoResponsavelFlexx: supervisor,
  dscNomeSupervisor: `SUPERVISOR ${supervisor}`,
  idEmpregadoFlexx: seller,
  dscNomeEmpregado: `VENDEDOR ${seller}`,
  grupoBookKey: category,
  grupoBook: category === 101 ? 'BISCOITOS' : 'CAFÉ',
  vlrMeta: meta,
  vlrRealizado: realizado,
});

const ROWS = [
  row(10234, '51', '1', 101, 100, 120),
  row(10234, '51', '1', 102, 100, 80),
  row(10234, '52', '2', 101, 200, 150),
  row(20304050, '61', '3', 101, 300, 330),
];
const NAMES = new Map([[10234, 'SUL ALIMENTOS']]);
const ITEMS = itemsFromServer(ROWS, NAMES, (id) => `Broker ${id}`);

describe('the report\'s drill-down', () => {
  it('maps the server rows once, naming unknown brokers', () => {
    expect(ITEMS[0]).toEqual({
      brokerId: '10234',
      brokerName: 'SUL ALIMENTOS',
      supervisorId: '51',
      supervisorName: 'SUPERVISOR 51',
      sellerId: '1',
      sellerName: 'VENDEDOR 1',
      categoryKey: 101,
      categoryName: 'BISCOITOS',
      meta: 100,
      realizado: 120,
    });
    expect(ITEMS[3]?.brokerName).toBe('Broker 20304050');
  });

  it('starts each role at its level: masters by broker (when several), the manager by supervisor, the supervisor by seller', () => {
    expect(reportRoleOf(11)).toBe('supervisor');
    expect(reportRoleOf(10)).toBe('manager');
    expect(reportRoleOf(1)).toBe('master');
    expect(reportRoleOf(16)).toBe('master');
    expect(rootLevel('master', ITEMS)).toBe('broker');
    expect(rootLevel('master', ITEMS.slice(0, 3))).toBe('supervisor');
    expect(rootLevel('manager', ITEMS)).toBe('supervisor');
    expect(rootLevel('supervisor', ITEMS)).toBe('seller');
  });

  it('goes broker → supervisor → seller → categories, each level summing only what is under it', () => {
    const root = rootLevel('master', ITEMS);
    expect(linesAt(ITEMS, TOP, root).map((line) => [line.name, line.meta, line.realizado])).toEqual([
      ['SUL ALIMENTOS', 400, 350],
      ['Broker 20304050', 300, 330],
    ]);
    const broker = drillInto(TOP, 'broker', '10234', ITEMS);
    expect(levelAt(broker, root)).toBe('supervisor');
    expect(linesAt(ITEMS, broker, root).map((line) => line.key)).toEqual(['51', '52']);
    const supervisor = drillInto(broker, 'supervisor', '51', ITEMS);
    expect(levelAt(supervisor, root)).toBe('seller');
    const seller = drillInto(supervisor, 'seller', '1', ITEMS);
    expect(seller).toEqual({ brokerId: '10234', supervisorId: '51', sellerId: '1' });
    expect(levelAt(seller, root)).toBe('category');
    expect(linesAt(ITEMS, seller, root).map((line) => [line.name, line.percent, line.tone])).toEqual([
      ['BISCOITOS', 120, 'above'],
      ['CAFÉ', 80, 'below'],
    ]);
    // Categories are the last level; an unknown key changes nothing.
    expect(drillInto(seller, 'category', '101', ITEMS)).toBe(seller);
    expect(drillInto(broker, 'supervisor', '99', ITEMS)).toBe(broker);
  });

  it('a supervisor opening a seller keeps the seller\'s supervisor in the path', () => {
    expect(drillInto(TOP, 'seller', '2', ITEMS)).toEqual({ brokerId: null, supervisorId: '52', sellerId: '2' });
  });

  it('names the crumbs from the root, each going back to its level', () => {
    const path = { brokerId: '10234', supervisorId: '51', sellerId: '1' };
    expect(crumbsOf(path, ITEMS, 'Todos os brokers').map((crumb) => crumb.label)).toEqual([
      'Todos os brokers',
      'SUL ALIMENTOS',
      'SUPERVISOR 51',
      'VENDEDOR 1',
    ]);
    expect(crumbsOf(path, ITEMS, 'Todos os brokers')[2]?.path).toEqual({ brokerId: '10234', supervisorId: '51', sellerId: null });
  });

  it('keeps only the steps that still exist when the rows change', () => {
    const path = { brokerId: '10234', supervisorId: '51', sellerId: '1' };
    expect(pathStillIn(path, ITEMS)).toBe(path);
    const otherSeller = itemsFromServer([row(10234, '51', '4', 101, 50, 50)], NAMES, (id) => id);
    expect(pathStillIn(path, otherSeller)).toEqual({ ...path, sellerId: null });
    expect(pathStillIn(path, ITEMS.filter((item) => item.supervisorId !== '51'))).toEqual({ ...TOP, brokerId: '10234' });
    expect(pathStillIn(path, [])).toBe(TOP);
  });
});
