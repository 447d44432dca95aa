import { describe, expect, it } from 'vitest';
import { PROFILE_PRESETS } from '@conecta/core';
import {
  ACHIEVEMENT_THRESHOLD,
  achievementMatrix,
  achievementTone,
  altFromUrl,
  carouselSlides,
  comboQuery,
  dashboardRequest,
  dashboardScope,
  dashboardStatus,
  lineOptions,
  periodLabel,
  productLines,
  resolveLine,
  totalCards,
} from './dashboard';

const NOV_2026 = new Date(2026, 10, 21, 12, 0, 0);

describe('dashboardScope (scope by the user brokers, period = current year and month)', () => {
  it('gives a flag user no broker filter and no employee filter', () => {
    expect(dashboardScope(PROFILE_PRESETS.masterFlag, NOV_2026)).toEqual({ puxada: '', empregado: '000', periodo: '202611' });
  });

  it('joins a manufacturer user brokers with commas', () => {
    expect(dashboardScope(PROFILE_PRESETS.masterFabricante, NOV_2026)).toEqual({
      puxada: '10234,10587,11020',
      empregado: '000',
      periodo: '202611',
    });
  });

  it('uses the own broker and the FLEXX employee id of a manager, supervisor or seller', () => {
    expect(dashboardScope(PROFILE_PRESETS.gerente, NOV_2026)).toEqual({ puxada: '10234', empregado: '5001', periodo: '202611' });
    expect(dashboardScope(PROFILE_PRESETS.supervisor, NOV_2026).empregado).toBe('5102');
    expect(dashboardScope(PROFILE_PRESETS.vendedor, NOV_2026).empregado).toBe('5230');
  });

  it('falls back to the first broker when idPuxada is 0 or null (type 3)', () => {
    const user = { ...PROFILE_PRESETS.masterBroker, idPuxada: 0, brokers: [20304050, 10234] };
    expect(dashboardScope(user, NOV_2026).puxada).toBe('20304050');
  });

  it('pads January and uses the local month', () => {
    expect(dashboardScope(PROFILE_PRESETS.masterFlag, new Date(2027, 0, 1, 0, 0, 1)).periodo).toBe('202701');
    expect(dashboardScope(PROFILE_PRESETS.masterFlag, new Date(2026, 11, 31, 23, 59, 59)).periodo).toBe('202612');
  });
});

describe('request building (§7)', () => {
  const scope = dashboardScope(PROFILE_PRESETS.gerente, NOV_2026);

  it('sends VBC, the line and A for the table, T for the totals', () => {
    expect(dashboardRequest(scope, 'BRL1', 'A')).toEqual({
      empregado: '5001',
      puxada: '10234',
      tipoMeta: 'VBC',
      grupoMeta: 'BRL1',
      tipoRelatorio: 'A',
      periodo: '202611',
    });
    expect(dashboardRequest(scope, 'BRL2', 'T')).toMatchObject({ grupoMeta: 'BRL2', tipoRelatorio: 'T', tipoMeta: 'VBC' });
  });

  it('asks the combo with puxada, periodo and empregado', () => {
    expect(comboQuery(scope)).toEqual({ puxada: '10234', periodo: '202611', empregado: '5001' });
  });
});

describe('product line', () => {
  it('reads dadoBase in order, without blanks and repeats', () => {
    expect(
      productLines([
        { dadoBase: 'BRL2', tipoMeta: 'VBC' },
        { dadoBase: ' ', tipoMeta: 'VBC' },
        { dadoBase: 'BRL1', tipoMeta: 'VBC' },
        { dadoBase: 'BRL2', tipoMeta: 'VBC' },
      ]),
    ).toEqual(['BRL2', 'BRL1']);
    expect(productLines(undefined)).toEqual([]);
  });

  it('defaults to BRL1 while loading, when offered or when nothing is offered', () => {
    expect(resolveLine(null, undefined)).toBe('BRL1');
    expect(resolveLine(null, ['BRL2', 'BRL1'])).toBe('BRL1');
    expect(resolveLine(null, [])).toBe('BRL1');
  });

  it('takes the first offered line when BRL1 is not offered, and the user choice over everything', () => {
    expect(resolveLine(null, ['BRL3', 'BRL2'])).toBe('BRL3');
    expect(resolveLine('BRL2', ['BRL1', 'BRL2'])).toBe('BRL2');
    expect(resolveLine('BRL2', undefined)).toBe('BRL2');
  });

  it('keeps the shown line among the options', () => {
    expect(lineOptions(['BRL1', 'BRL2'], 'BRL1')).toEqual(['BRL1', 'BRL2']);
    expect(lineOptions([], 'BRL1')).toEqual(['BRL1']);
  });
});

describe('achievementTone (§9: above 99 green, otherwise red)', () => {
  it('is above only strictly over 99', () => {
    expect(ACHIEVEMENT_THRESHOLD).toBe(99);
    expect(achievementTone(99.1)).toBe('above');
    expect(achievementTone(150)).toBe('above');
    expect(achievementTone(99)).toBe('below');
    expect(achievementTone(98.9)).toBe('below');
    expect(achievementTone(0)).toBe('below');
    expect(achievementTone(Number.NaN)).toBe('below');
  });
});

describe('achievementMatrix (category × supervisor, first two entries skipped)', () => {
  const rows = [
    {
      categoria: 'BISCOITOS',
      supervisores: [
        { nome: 'TOTAL BROKER', percentual: 98.7 },
        { nome: 'MARCOS ANDRADE', percentual: 98.7 },
        { nome: 'JULIANA RIBEIRO', percentual: 101.4 },
        { nome: 'ROBERTO NASCIMENTO', percentual: 94.2 },
      ],
    },
    {
      categoria: 'CAFÉ SOLÚVEL',
      supervisores: [
        { nome: 'TOTAL BROKER', percentual: 103.1 },
        { nome: 'MARCOS ANDRADE', percentual: 103.1 },
        { nome: 'ROBERTO NASCIMENTO', percentual: 97.5 },
        { nome: 'ANA PAULA', percentual: 120 },
      ],
    },
  ];

  it('skips the first two entries of every row, whatever their names', () => {
    const matrix = achievementMatrix(rows);
    expect(matrix.supervisors).toEqual(['JULIANA RIBEIRO', 'ROBERTO NASCIMENTO', 'ANA PAULA']);
    expect(matrix.supervisors).not.toContain('TOTAL BROKER');
    expect(matrix.supervisors).not.toContain('MARCOS ANDRADE');
    const renamed = achievementMatrix([{ categoria: 'X', supervisores: [{ nome: 'JULIANA', percentual: 1 }, { nome: 'ROBERTO', percentual: 2 }, { nome: 'ANA', percentual: 3 }] }]);
    expect(renamed.supervisors).toEqual(['ANA']);
  });

  it('puts each category on a row and each value under its supervisor, empty where missing', () => {
    const matrix = achievementMatrix(rows);
    expect(matrix.rows).toEqual([
      { key: '0', categoria: 'BISCOITOS', cells: [101.4, 94.2, null] },
      { key: '1', categoria: 'CAFÉ SOLÚVEL', cells: [null, 97.5, 120] },
    ]);
  });

  it('has no column when rows hold only the two aggregates, and nothing for no rows', () => {
    expect(achievementMatrix([{ categoria: 'A', supervisores: [{ nome: 'T', percentual: 1 }, { nome: 'G', percentual: 2 }] }])).toEqual({
      supervisors: [],
      supervisorIds: [],
      rows: [{ key: '0', categoria: 'A', cells: [] }],
    });
    expect(achievementMatrix([])).toEqual({ supervisors: [], supervisorIds: [], rows: [] });
    expect(achievementMatrix(undefined)).toEqual({ supervisors: [], supervisorIds: [], rows: [] });
  });

  it("keeps each supervisor's FLEXX id when the server sends it (issue 22: the link to his sellers)", () => {
    const withIds = achievementMatrix([
      { categoria: 'A', supervisores: [{ nome: 'T', percentual: 1 }, { nome: 'G', percentual: 2 }, { nome: 'ANA', percentual: 3, idEmpregadoFlexx: '5101' }, { nome: 'BIA', percentual: 4 }] },
    ]);
    expect(withIds.supervisorIds).toEqual(['5101', null]);
  });

  it('keeps server text exactly as held (names and categories; React escapes it on the page)', () => {
    const matrix = achievementMatrix([
      { categoria: '<b>=SOMA</b>', supervisores: [{ nome: 'a', percentual: 1 }, { nome: 'b', percentual: 1 }, { nome: '<script>x</script>', percentual: 100 }] },
    ]);
    expect(matrix.supervisors).toEqual(['<script>x</script>']);
    expect(matrix.rows[0]?.categoria).toBe('<b>=SOMA</b>');
  });
});

describe('totalCards (BRL without decimals for VBC; coverage is a count)', () => {
  it('formats the four cards in screen order', () => {
    expect(totalCards([{ valorMeta: 2480000.4, valorEfetivo: 2391500.6, qtdSoldAtivos: 1284, valorMetaCobertura: 1350 }])).toEqual([
      { id: 'vbcMeta', value: 2480000.4, text: 'R$ 2.480.000' },
      { id: 'coberturaMeta', value: 1350, text: '1.350' },
      { id: 'vbcEfetivo', value: 2391500.6, text: 'R$ 2.391.501' },
      { id: 'coberturaEfetivo', value: 1284, text: '1.284' },
    ]);
  });

  it('reads only the first item; null without any', () => {
    expect(totalCards([])).toBeNull();
    expect(totalCards(undefined)).toBeNull();
    expect(totalCards([{ valorMeta: 0, valorEfetivo: 0, qtdSoldAtivos: 0, valorMetaCobertura: 0 }])?.map((card) => card.text)).toEqual([
      'R$ 0',
      '0',
      'R$ 0',
      '0',
    ]);
  });
});

describe('carouselSlides', () => {
  const alt = (index: number) => `Destaque ${index + 1}`;
  const result = (json: unknown) => [{ jsonRetorno: typeof json === 'string' ? json : JSON.stringify(json) }];

  it('reads IMAGENS[].CAMINHO from the first row jsonRetorno, with a readable alt', () => {
    expect(
      carouselSlides(
        result({ IMAGENS: [{ CAMINHO: 'https://b.example/uploadimagens/imagem/campanha-lancamento.png' }, { CAMINHO: '/x/metas%20do_mes.jpg?v=2' }] }),
        alt,
      ),
    ).toEqual([
      { src: 'https://b.example/uploadimagens/imagem/campanha-lancamento.png', alt: 'Campanha lancamento' },
      { src: '/x/metas%20do_mes.jpg?v=2', alt: 'Metas do mes' },
    ]);
  });

  it('drops unsafe addresses and survives broken answers', () => {
    expect(carouselSlides(result({ IMAGENS: [{ CAMINHO: 'javascript:alert(1)' }, { CAMINHO: '//evil.example/a.png' }, { CAMINHO: 3 }] }), alt)).toEqual([]);
    expect(carouselSlides(result('{not json'), alt)).toEqual([]);
    expect(carouselSlides(result({ OUTRA: [] }), alt)).toEqual([]);
    expect(carouselSlides([], alt)).toEqual([]);
    expect(carouselSlides(undefined, alt)).toEqual([]);
  });

  it('names an image whose address says nothing with the fallback', () => {
    expect(carouselSlides(result({ IMAGENS: [{ CAMINHO: 'data:image/png;base64,AAAA' }] }), alt)).toEqual([
      { src: 'data:image/png;base64,AAAA', alt: 'Destaque 1' },
    ]);
    expect(altFromUrl('https://b.example/')).toBe('');
  });
});

describe('periodLabel', () => {
  it('names the month in Portuguese', () => {
    expect(periodLabel('202611')).toBe('Novembro de 2026');
    expect(periodLabel('202603')).toBe('Março de 2026');
    expect(periodLabel('bad')).toBe('bad');
  });
});

describe('dashboardStatus (§4 loading, loaded, empty — plus error)', () => {
  const done = (length: number) => ({ isPending: false, isError: false, length });
  const pending = { isPending: true, isError: false, length: undefined };
  const failed = { isPending: false, isError: true, length: undefined };

  it('is loading while the table or the totals are on their way', () => {
    expect(dashboardStatus({ combo: done(2), table: pending, totals: done(1) })).toBe('loading');
    expect(dashboardStatus({ combo: pending, table: done(3), totals: pending })).toBe('loading');
  });

  it('is error when any data call failed, even while another loads', () => {
    expect(dashboardStatus({ combo: failed, table: done(3), totals: done(1) })).toBe('error');
    expect(dashboardStatus({ combo: done(1), table: pending, totals: failed })).toBe('error');
  });

  it('is empty when the table and the totals answered nothing, loaded otherwise', () => {
    expect(dashboardStatus({ combo: done(0), table: done(0), totals: done(0) })).toBe('empty');
    expect(dashboardStatus({ combo: pending, table: done(3), totals: done(1) })).toBe('loaded');
    expect(dashboardStatus({ combo: done(1), table: done(0), totals: done(1) })).toBe('loaded');
  });
});
