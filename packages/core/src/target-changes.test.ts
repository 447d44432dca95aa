import { describe, expect, it } from 'vitest';
import { backendStampText } from './format';
import {
  COMMENT_MAX_LENGTH,
  commentLine,
  commentToSend,
  commentsByName,
  currentComments,
  numberComments,
  numberedComments,
  valueKey,
  type TargetChange,
} from './target-changes';

let nextId = 1;
const change = (over: Partial<TargetChange>): TargetChange => ({
  id: nextId++,
  action: 'VALOR',
  level: 'SUPERVISOR',
  screen: 'PROGRAMACAO',
  supervisorId: '5102',
  supervisorName: 'CARLOS EDUARDO SANTOS',
  sellerId: null,
  sellerName: null,
  categoryKey: null,
  categoryName: null,
  before: 100,
  after: 120,
  comment: null,
  userId: 2,
  userName: 'Fernanda Oliveira',
  at: '2026-11-02 08:15:00',
  ...over,
});

describe('currentComments', () => {
  it("keeps the comment of each value's last change, by value", () => {
    const comments = currentComments([
      change({ comment: 'primeiro', at: '2026-11-01 10:00:00' }),
      change({ comment: 'segundo', at: '2026-11-02 10:00:00' }),
      change({ categoryKey: 7, categoryName: 'BISCOITOS', comment: 'categoria' }),
      change({ level: 'VENDEDOR', sellerId: '20031', sellerName: 'ANA', comment: 'vendedor' }),
    ]);
    expect(comments.get(valueKey({ level: 'SUPERVISOR', supervisorId: '5102' }))).toMatchObject({
      text: 'segundo',
      userName: 'Fernanda Oliveira',
      personName: 'CARLOS EDUARDO SANTOS',
      categoryName: null,
    });
    expect(comments.get(valueKey({ level: 'SUPERVISOR', supervisorId: '5102', categoryKey: 7 }))?.text).toBe('categoria');
    expect(comments.get(valueKey({ level: 'VENDEDOR', sellerId: '20031' }))).toMatchObject({ text: 'vendedor', personName: 'ANA' });
    const seller = comments.get(valueKey({ level: 'VENDEDOR', sellerId: '20031' }));
    expect(seller && commentLine(seller)).toBe('“vendedor” — Fernanda Oliveira, 02/11/2026 08:15');
    expect(comments.size).toBe(3);
  });

  it('drops a comment once a later change of the value carries none (it explained another figure)', () => {
    const comments = currentComments([change({ comment: 'por quê' }), change({ comment: null, before: 120, after: 130 })]);
    expect(comments.size).toBe(0);
  });

  it('ignores the workflow steps and blank comments', () => {
    const comments = currentComments([
      change({ action: 'DEVOLUCAO', comment: 'motivo da devolução' }),
      change({ supervisorId: '5103', comment: '   ' }),
    ]);
    expect(comments.size).toBe(0);
  });

  it('keys planning comments by category alone', () => {
    const comments = currentComments([change({ action: 'PLANEJAMENTO', level: 'META', supervisorId: null, categoryKey: 3, comment: 'plano' })]);
    expect(comments.get(valueKey({ level: 'META', categoryKey: 3 }))?.text).toBe('plano');
  });
});

describe('commentToSend', () => {
  it('sends what was typed, unchanged, and nothing when blank', () => {
    expect(commentToSend('  Ajuste de março  ')).toBe('  Ajuste de março  ');
    expect(commentToSend('   ')).toBeUndefined();
    expect(commentToSend(undefined)).toBeUndefined();
    expect(COMMENT_MAX_LENGTH).toBe(280);
  });
});

describe('compare-table comments', () => {
  const comments = currentComments([
    change({ categoryKey: 1, categoryName: 'BEBIDAS', comment: 'bebidas' }),
    change({ comment: 'total' }),
    change({ supervisorId: '5103', supervisorName: 'BRUNO OLIVEIRA', categoryKey: 2, categoryName: 'CAFÉ', comment: 'café' }),
  ]);
  const byName = commentsByName(comments.values(), 'SUPERVISOR');

  it('finds a cell by person and category name, a total by person', () => {
    expect(byName.get('5102|BEBIDAS')?.text).toBe('bebidas');
    expect(byName.get('5102|')?.text).toBe('total');
    expect(byName.get('5103|CAFÉ')?.text).toBe('café');
    expect(commentsByName(comments.values(), 'VENDEDOR').size).toBe(0);
  });

  it('numbers them in reading order and lists them with subject, author and date', () => {
    const cells = [byName.get('5102|BEBIDAS'), byName.get('5103|BEBIDAS'), byName.get('5103|CAFÉ'), byName.get('5102|'), byName.get('5102|BEBIDAS')];
    const numbers = numberComments(cells);
    expect([...numbers.values()]).toEqual([1, 2, 3]);
    expect(numberedComments(numbers, 'Total')).toEqual([
      { n: 1, subject: 'CARLOS EDUARDO SANTOS · BEBIDAS', text: 'bebidas', author: 'Fernanda Oliveira', when: '02/11/2026 08:15' },
      { n: 2, subject: 'BRUNO OLIVEIRA · CAFÉ', text: 'café', author: 'Fernanda Oliveira', when: '02/11/2026 08:15' },
      { n: 3, subject: 'CARLOS EDUARDO SANTOS · Total', text: 'total', author: 'Fernanda Oliveira', when: '02/11/2026 08:15' },
    ]);
  });
});

describe('backendStampText', () => {
  it('shows a backend timestamp in full or short, and other text as it came', () => {
    expect(backendStampText('2026-11-02 08:15:00')).toBe('02/11/2026 08:15');
    expect(backendStampText('2026-11-02T08:15:00')).toBe('02/11/2026 08:15');
    expect(backendStampText('2026-11-02 08:15:00', { short: true })).toBe('02/11 às 08:15');
    expect(backendStampText('ontem')).toBe('ontem');
  });
});
