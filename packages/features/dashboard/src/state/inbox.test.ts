import { describe, expect, it } from 'vitest';
import { inboxEntries, inboxHref, inboxWhen, mayUseInbox, unreadCount, type InboxItem } from './inbox';

const MANAGER = { tipoUsuario: 3, funcaoUsuario: 10 } as const;
const SUPERVISOR = { tipoUsuario: 3, funcaoUsuario: 11 } as const;
const SELLER = { tipoUsuario: 3, funcaoUsuario: 12 } as const;
const MASTER = { tipoUsuario: 1, funcaoUsuario: 1 } as const;

const item = (over: Partial<InboxItem> = {}): InboxItem => ({
  id: 7,
  tipo: 'APROVACAO_PENDENTE',
  titulo: 'Meta aguardando sua aprovação',
  detalhe: null,
  idPuxada: 10234,
  periodo: '202609',
  dscVersao: '202609-V01',
  grupoMeta: 'BRL1',
  tipoMeta: 'VBC',
  idEmpregadoResponsavelFlexx: '5102',
  de: 'Fernanda Oliveira',
  dataCriacao: '2026-11-25 09:12:40',
  lida: false,
  pendente: true,
  ...over,
});

describe('the dashboard inbox (issue 26)', () => {
  it('is for the roles of the targets workflow', () => {
    expect(mayUseInbox(MANAGER)).toBe(true);
    expect(mayUseInbox(SUPERVISOR)).toBe(true);
    expect(mayUseInbox(MASTER)).toBe(true);
    expect(mayUseInbox(SELLER)).toBe(false);
  });

  it("opens, for a supervisor, his sellers' screen of the type with the target chosen", () => {
    expect(inboxHref(item(), SUPERVISOR)).toBe('/metas/rateio-vendedor?ano=2026&mes=9&meta=VBC&versao=202609-V01&linha=BRL1');
    expect(inboxHref(item({ tipo: 'LEMBRETE', tipoMeta: 'COBERTURA' }), SUPERVISOR)).toBe(
      '/metas/cobertura-programacao?ano=2026&mes=9&meta=COBERTURA&versao=202609-V01&linha=BRL1',
    );
    expect(inboxHref(item({ tipo: 'DEVOLVIDA' }), SUPERVISOR)).toMatch(/^\/metas\/rateio-vendedor\?/);
  });

  it("opens, for a manager, the supervisors' split to answer a return, and the month's status to release", () => {
    expect(inboxHref(item({ tipo: 'DEVOLVIDA' }), MANAGER)).toBe('/metas/programacao?ano=2026&mes=9&meta=VBC&versao=202609-V01&linha=BRL1');
    expect(inboxHref(item({ tipo: 'LIBERACAO_PENDENTE' }), MANAGER)).toBe('/metas/status?ano=2026&mes=9&meta=VBC');
    expect(inboxHref(item({ periodo: 'x' }), MANAGER)).toBeNull();
  });

  it('shows when as dd/MM às HH:mm, the target in words, and local marks over the server', () => {
    expect(inboxWhen('2026-11-25 09:12:40')).toBe('25/11 às 09:12');
    expect(inboxWhen('ontem')).toBe('ontem');
    const entries = inboxEntries([item(), item({ id: 8, lida: true, tipoMeta: 'FOCO' })], MANAGER, new Map([[7, true]]));
    expect(entries.map((entry) => [entry.id, entry.read, entry.target])).toEqual([
      [7, true, 'VBC · BRL1 · Setembro de 2026'],
      [8, true, 'PRODUTO FOCO · BRL1 · Setembro de 2026'],
    ]);
    expect(unreadCount(entries)).toBe(0);
    expect(unreadCount(inboxEntries([item(), item({ id: 8 })], MANAGER))).toBe(2);
  });
});
