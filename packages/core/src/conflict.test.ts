import { describe, expect, it } from 'vitest';
import { conflictTitle, readSaveConflict } from './conflict';

describe('save conflicts (409)', () => {
  it('reads who and when from the answer body', () => {
    expect(readSaveConflict({ message: 'x', responsavel: ' Ana Souza ', dataAtualizacao: '2026-11-25 14:32:10' })).toEqual({
      changedBy: 'Ana Souza',
      changedAt: '2026-11-25 14:32:10',
    });
    expect(readSaveConflict({ message: 'x' })).toBeNull();
    expect(readSaveConflict('texto')).toBeNull();
    expect(readSaveConflict(null)).toBeNull();
  });

  it('says who and when, with the date only on another day', () => {
    const today = new Date(2026, 10, 25, 15, 0);
    expect(conflictTitle({ changedBy: 'Ana Souza', changedAt: '2026-11-25 14:32:10' }, today)).toBe('Alterado por Ana Souza às 14:32');
    expect(conflictTitle({ changedBy: 'Ana Souza', changedAt: '2026-11-24 09:05:00' }, today)).toBe(
      'Alterado por Ana Souza em 24/11/2026 às 09:05',
    );
    expect(conflictTitle({ changedBy: '', changedAt: '2026-11-25 14:32:10' }, today)).toBe('Alterado por outro usuário às 14:32');
    expect(conflictTitle({ changedBy: 'Ana Souza', changedAt: '' }, today)).toBe('Alterado por Ana Souza');
  });
});

describe('laterStamp', () => {
  it('takes the later update date, either one when the other is missing', async () => {
    const { laterStamp } = await import('./conflict');
    expect(laterStamp('2026-11-25 10:00:00', '2026-11-25 09:59:59')).toBe('2026-11-25 10:00:00');
    expect(laterStamp('2026-11-24 23:00:00', '2026-11-25 00:00:01')).toBe('2026-11-25 00:00:01');
    expect(laterStamp(null, '2026-11-25 10:00:00')).toBe('2026-11-25 10:00:00');
    expect(laterStamp('', undefined)).toBeNull();
  });
});
