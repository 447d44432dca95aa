import { describe, expect, it } from 'vitest';
import { actionBrokerCode, actionCodes, actionPayload, confirmationOf, imageToRemove, successOf, type Actor } from './actions';
import { parseAchievement } from './achievement';
import { BROKER_OWN_ROW, NESTLE_ROW } from './fixtures';
import { PAGE_SIZE, centerAccess, clampPage, columnsOf, gridKindOf, originOf, pageCountOf, pageOf, showsPager } from './grid';
import { linkView, safeHref } from './links';
import { rowFromServer } from './rows';
import { participantCounts, statusActions, statusControls } from './status';

const broker: Actor = { kind: 'broker', email: 'gerente@conecta.example', scope: '10234' };
const flag: Actor = { kind: 'broker', email: 'master@conecta.example', scope: null };
const manufacturer: Actor = { kind: 'fabricante', email: 'fabricante@conecta.example', scope: '10234,10587,11020' };

describe('access and grids per user kind (§2, §6)', () => {
  it('lets 1, 4, 5, 6, 7, 10, 15, 16 in and sends the others to /dashboard', () => {
    for (const code of [1, 10, 16]) expect(centerAccess(code)).toEqual({ kind: 'broker', tabs: ['mine', 'nestle'] });
    for (const code of [4, 5, 6, 7, 15]) expect(centerAccess(code)).toEqual({ kind: 'fabricante', tabs: ['mine'] });
    for (const code of [2, 3, 11, 12, 99]) expect(centerAccess(code)).toEqual({ kind: null, tabs: [] });
  });

  it('chooses the grid of each tab and its columns', () => {
    expect(gridKindOf('broker', 'mine')).toBe('brokerOwn');
    expect(gridKindOf('broker', 'nestle')).toBe('nestleForBroker');
    expect(gridKindOf('fabricante', 'mine')).toBe('manufacturer');
    expect(columnsOf('brokerOwn')).toEqual(['titulo', 'mensagem', 'publico', 'vigencia', 'ferramentas']);
    expect(columnsOf('nestleForBroker')).toEqual(['titulo', 'mensagem', 'publico', 'vigencia', 'status']);
    expect(columnsOf('manufacturer')).toEqual(['titulo', 'mensagem', 'publico', 'vigencia', 'brokers', 'ferramentas']);
    expect(originOf('mine')).toBe('broker');
    expect(originOf('nestle')).toBe('nestle');
  });
});

describe('paging at 3 (§2, §9)', () => {
  const rows = Array.from({ length: 7 }, (_, index) => index);
  it('cuts pages of 3 and shows the pager only above 3 rows', () => {
    expect(PAGE_SIZE).toBe(3);
    expect(pageOf(rows, 1)).toEqual([0, 1, 2]);
    expect(pageOf(rows, 3)).toEqual([6]);
    expect(pageCountOf(7)).toBe(3);
    expect(pageCountOf(0)).toBe(1);
    expect(showsPager(3)).toBe(false);
    expect(showsPager(4)).toBe(true);
  });
  it('clamps a page left behind by a delete', () => {
    expect(clampPage(3, 6)).toBe(2);
    expect(pageOf(rows.slice(0, 6), 3)).toEqual([3, 4, 5]);
    expect(clampPage(0, 6)).toBe(1);
  });
});

describe('status controls (§4)', () => {
  it('offers accept and refuse while waiting, accept later when refused, a check when accepted, nothing when disabled', () => {
    expect(statusControls('aguardando')).toEqual({ kind: 'answer', actions: ['accept', 'refuse'] });
    expect(statusControls('aceita')).toEqual({ kind: 'accepted' });
    expect(statusControls('recusada')).toEqual({ kind: 'acceptLater', actions: ['accept'] });
    expect(statusControls('desabilitado')).toEqual({ kind: 'none' });
    expect(statusControls('outro')).toEqual({ kind: 'none' });
    expect(statusActions('recusada')).toEqual(['accept']);
    expect(statusActions('desabilitado')).toEqual([]);
  });

  it('counts accepted and waiting brokers (waiting = Desabilitado or Aguardando resposta)', () => {
    const row = rowFromServer(
      {
        ...NESTLE_ROW,
        broker: [],
        brokerParticipante: ['1-Notificação aceita', '2-Aguardando resposta', '3-Desabilitado', '4-Notificação recusada', '5-Notificação aceita'],
      },
      0,
    );
    expect(participantCounts(row.participants)).toEqual({ accepted: 2, waiting: 2, total: 5 });
  });
});

describe('action payloads (§4, §7)', () => {
  const own = rowFromServer(BROKER_OWN_ROW, 0);
  const off = rowFromServer({ ...BROKER_OWN_ROW, ferramenta: '0' }, 0);
  const nestle = rowFromServer(NESTLE_ROW, 0);

  it('uses indAcao/indEstadoAcao: accept 3/2, refuse 3/4, delete 2/1, toggle 1/0 when on and 1/1 when off', () => {
    expect(actionCodes('accept', true)).toEqual({ indAcao: 3, indEstadoAcao: 2 });
    expect(actionCodes('refuse', true)).toEqual({ indAcao: 3, indEstadoAcao: 4 });
    expect(actionCodes('delete', true)).toEqual({ indAcao: 2, indEstadoAcao: 1 });
    expect(actionCodes('toggle', true)).toEqual({ indAcao: 1, indEstadoAcao: 0 });
    expect(actionCodes('toggle', false)).toEqual({ indAcao: 1, indEstadoAcao: 1 });
  });

  it('builds the full body for a broker user', () => {
    expect(actionPayload('toggle', own, broker)).toEqual({
      codigoPuxada: '10234',
      emailUser: 'gerente@conecta.example',
      idNotificacao: 318,
      indAcao: 1,
      indEstadoAcao: 0,
    });
    expect(actionPayload('toggle', off, broker)).toMatchObject({ indAcao: 1, indEstadoAcao: 1 });
    expect(actionPayload('delete', own, broker)).toMatchObject({ idNotificacao: 318, indAcao: 2, indEstadoAcao: 1 });
    expect(actionPayload('refuse', nestle, broker)).toMatchObject({ codigoPuxada: '10234', idNotificacao: 305, indAcao: 3, indEstadoAcao: 4 });
  });

  it("targets the listed brokers with a manufacturer's toggle", () => {
    expect(actionBrokerCode('toggle', nestle, manufacturer)).toBe('10234,20304050');
    expect(actionBrokerCode('delete', nestle, manufacturer)).toBe('10234,10587,11020');
  });

  it('answers for the broker whose status the row shows when a flag user has no scope', () => {
    expect(actionBrokerCode('accept', nestle, flag)).toBe('10234');
    expect(actionBrokerCode('toggle', own, flag)).toBe('');
  });

  it('sends nothing for a row without an id', () => {
    expect(actionPayload('delete', rowFromServer({ ...BROKER_OWN_ROW, titulo: 'x' }, 0), broker)).toBeNull();
  });

  it('asks the §8 confirmations for accept, refuse and delete only', () => {
    expect(confirmationOf('delete')).toEqual({
      title: 'Tem certeza que deseja excluir a notificação?',
      detail: 'Você não vai poder recuperar após a exclusão.',
      confirmLabel: 'Sim, excluir',
      tone: 'danger',
    });
    expect(confirmationOf('accept')).toEqual({ title: 'Deseja aceitar a notificação enviada?', confirmLabel: 'Sim, aceitar', tone: 'default' });
    expect(confirmationOf('refuse')).toEqual({
      title: 'Tem certeza que deseja recusar a notificação enviada?',
      detail: 'Em caso de dúvidas, entre em contato com a manufacturer',
      confirmLabel: 'Sim, recusar',
      tone: 'danger',
    });
    expect(confirmationOf('toggle')).toBeNull();
    expect(successOf('toggle')).toBeNull();
    expect(successOf('delete')).toBe('Notificação excluída com sucesso!');
  });

  it('removes the image only after deleting a row that has one', () => {
    expect(imageToRemove('delete', own)).toBe('cafe-soluvel-200g.png');
    expect(imageToRemove('toggle', own)).toBeNull();
    expect(imageToRemove('delete', nestle)).toBeNull();
  });
});

describe('achievement info (§3)', () => {
  const result = (record: unknown) => [{ jsonRetorno: JSON.stringify([record]) }];
  it('shows read over the total of the matching audience', () => {
    const base = { ID_NOTIFICACAO: 318, ORIGEM: 'BROKER', QTD_BROKER: 1, QTD_LIDOS: 412, QTD_CANAIS: 2, QTD_SOLD: 655, QTD_VENDEDOR: 18 };
    expect(parseAchievement(result({ ...base, PUBLICO: 'CANAL' }))).toEqual({ id: '318', origem: 'BROKER', brokers: '1', publico: 'CANAL', lidos: '412/2' });
    expect(parseAchievement(result({ ...base, PUBLICO: 'SOLD' }))?.lidos).toBe('412/655');
    expect(parseAchievement(result({ ...base, PUBLICO: 'VENDEDOR' }))?.lidos).toBe('412/18');
    expect(parseAchievement(result({ ...base, PUBLICO: 'BROKER' }))?.lidos).toBe('412/1');
    expect(parseAchievement(result({ ...base, QTD_LIDOS: 1234, PUBLICO: 'SOLD', QTD_SOLD: 5000 }))?.lidos).toBe('1.234/5.000');
  });
  it('reads an empty or broken answer as no data', () => {
    expect(parseAchievement([])).toBeNull();
    expect(parseAchievement([{ jsonRetorno: 'not json' }])).toBeNull();
    expect(parseAchievement([{ jsonRetorno: '[]' }])).toBeNull();
    expect(parseAchievement(null)).toBeNull();
  });
});

describe('link safety (beyond the spec)', () => {
  it('makes links only of absolute http and https URLs', () => {
    expect(safeHref('https://www.conecta.example/a?b=1')).toBe('https://www.conecta.example/a?b=1');
    expect(safeHref('HTTP://Conecta.example')).toBe('http://conecta.example/');
    for (const unsafe of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'www.conecta.example', '//evil.example', '']) {
      expect(safeHref(unsafe)).toBeNull();
    }
  });
  it('shows a blocked URL as plain text, and nothing without a URL', () => {
    expect(linkView('Ver catálogo', 'https://a.example/x')).toEqual({ kind: 'link', href: 'https://a.example/x', text: 'Ver catálogo' });
    expect(linkView('', 'https://a.example/x')).toEqual({ kind: 'link', href: 'https://a.example/x', text: 'https://a.example/x' });
    expect(linkView('Clique', 'javascript:alert(1)')).toEqual({ kind: 'unsafe', text: 'javascript:alert(1)' });
    expect(linkView('Nome', '')).toEqual({ kind: 'none' });
  });
});
