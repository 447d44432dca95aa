import { describe, expect, it } from 'vitest';
import { splitLoss } from './losses';
import type { SupervisorShare } from './types';

const SHARES: SupervisorShare[] = [
  { id: '5101', nome: 'ANA SOUZA', total: 400_000, sellers: 6 },
  { id: '5102', nome: 'BRUNO LIMA', total: 350_000, sellers: 5 },
  { id: '5103', nome: 'CARLA DIAS', total: 0, sellers: 4 },
];

describe('what a new split would replace', () => {
  it("'Rateada': the supervisors with values and their totals; no seller holds values yet", () => {
    const loss = splitLoss(SHARES, [{ id: '9001', group: 'Rateada', supervisor: 'Rateada' }]);
    expect(loss.supervisors.map((s) => [s.nome, s.total, s.sellersWithValues, s.approved])).toEqual([
      ['ANA SOUZA', 400_000, 0, false],
      ['BRUNO LIMA', 350_000, 0, false],
    ]);
    expect(loss).toMatchObject({ total: 750_000, sellersWithValues: 0, programmed: false, approvedCount: 0 });
  });

  it("'Aprovada gerente': programmed, every programmed team's sellers hold values, approvals counted", () => {
    const loss = splitLoss(SHARES, [
      { id: '5101', group: 'Aprovada gerente', supervisor: 'Aprovada supervisor' },
      { id: '5102', group: 'Aprovada gerente', supervisor: 'Aprovada gerente' },
      { id: '5103', group: 'Aprovada gerente', supervisor: 'Aprovada gerente' },
    ]);
    expect(loss.supervisors.map((s) => [s.id, s.sellersWithValues, s.approved])).toEqual([
      ['5101', 6, true],
      ['5102', 5, false],
    ]);
    expect(loss).toMatchObject({ total: 750_000, sellersWithValues: 11, programmed: true, approvedCount: 1 });
  });

  it('a supervisor without a status row takes the group status; nothing to lose gives an empty list', () => {
    const loss = splitLoss(SHARES.slice(0, 1), [{ id: null, group: 'Aprovada supervisor', supervisor: null }]);
    expect(loss.supervisors[0]).toMatchObject({ sellersWithValues: 6, approved: true });
    expect(splitLoss([], [])).toEqual({ supervisors: [], total: 0, sellersWithValues: 0, programmed: false, approvedCount: 0 });
  });
});
