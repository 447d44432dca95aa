import { bench, describe } from 'vitest';
import type { TargetChange } from '@conecta/core';
import { filterChanges, historyCsv, historyRows, historyXlsxRows, personOptions, sellerOptions, teamOptions, NO_FILTERS } from './history';

/** A busy month: `count` changes over 4 teams × 8 sellers × 12 categories, one in five with a comment. */
function busyMonth(count: number): TargetChange[] {
  return Array.from({ length: count }, (_, i) => {
    const team = String(5101 + (i % 4));
    const seller = i % 2 === 0 ? String(20000 + (i % 32)) : null;
    const minute = String(i % 60).padStart(2, '0');
    const day = String(1 + Math.floor(i / 100) % 28).padStart(2, '0');
    return {
      id: i + 1,
      action: 'VALOR',
      level: seller ? 'VENDEDOR' : 'SUPERVISOR',
      screen: seller ? 'RATEIO_VENDEDOR' : 'PROGRAMACAO',
      supervisorId: team,
      supervisorName: `SUPERVISOR ${team}`,
      sellerId: seller,
      sellerName: seller ? `VENDEDOR ${seller}` : null,
      categoryKey: i % 3 === 0 ? null : (i % 12) + 1,
      categoryName: i % 3 === 0 ? null : `CATEGORIA ${(i % 12) + 1}`,
      before: 10_000 + i,
      after: 10_250 + i,
      comment: i % 5 === 0 ? `Ajuste ${i}: revisão da carteira.` : null,
      userId: 1 + (i % 5),
      userName: `Pessoa ${1 + (i % 5)}`,
      at: `2026-03-${day} 10:${minute}:00`,
    } satisfies TargetChange;
  });
}

// What the screen does per filter change (filter, options) and per page (50 rows), and per export.
for (const count of [2_000, 20_000]) {
  const changes = busyMonth(count);
  describe(`targets history, ${count.toLocaleString('pt-BR')} changes`, () => {
    bench('a filter change: team + days, and the filters’ options', () => {
      filterChanges(changes, { ...NO_FILTERS, equipe: '5102', de: '2026-03-05', ate: '2026-03-20' });
      teamOptions(changes);
      sellerOptions(changes, '5102');
      personOptions(changes);
    });
    bench('a page of 50 rows', () => {
      historyRows(changes.slice(0, 50));
    });
    bench('the export: every row, .csv and .xlsx rows', () => {
      const rows = historyRows(changes);
      historyCsv(rows);
      historyXlsxRows(rows);
    });
  });
}
