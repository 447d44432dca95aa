/**
 * Every text of the home dashboard (Brazilian Portuguese). Texts from the spec are copied
 * character for character; the others are decisions recorded in Dashboard.mdx.
 */
import type { TotalId } from './state/dashboard';

export const MESSAGES = {
  /** Product name in the welcome text (the spec omits it: 'Bem vindo ao … CONECTANDO NOSSO FUTURO'). */
  productName: 'Conecta',
  welcome: 'Bem vindo ao',
  tagline: 'CONECTANDO NOSSO FUTURO',
  lineLabel: 'Linha de produtos',
  totals: {
    vbcMeta: 'VBC Meta Total',
    coberturaMeta: 'Cobertura Meta Total',
    vbcEfetivo: 'VBC Efetivo Total',
    coberturaEfetivo: 'Cobertura Efetivo Total',
  } satisfies Record<TotalId, string>,
  /** Note under each card value. */
  cardHint: (line: string, period: string) => `Linha ${line} · ${period}`,
  totalsLabel: 'Totais',
  /** Issue 22: each card leads to the target tracking report of its type. */
  report: {
    card: 'Ver acompanhamento',
    /** The card link's accessible name: what it opens, from which card. */
    cardName: (card: string) => `Ver acompanhamento de metas: ${card}`,
    /** The supervisors table's last row: each supervisor's sellers in the report. */
    drillRow: 'Detalhar',
    supervisor: 'Ver vendedores',
    supervisorName: (name: string) => `Ver vendedores de ${name} no acompanhamento de metas`,
  },
  loadingCard: (title: string) => `Carregando ${title}`,
  supervisors: {
    heading: 'Supervisores',
    caption: '% Atingimento',
    categoryColumn: 'Categoria',
    /** Spoken and legend words of the two tones, so colour is never the only signal. */
    above: 'acima de 99%',
    below: 'até 99%',
    legendLabel: 'Legenda',
    legendAbove: 'Acima de 99%',
    legendBelow: 'Até 99%',
    noFigure: 'sem dado',
    noSupervisors: 'Nenhum supervisor com metas nesta linha no período.',
  },
  carousel: {
    label: 'Destaques',
    fallbackAlt: (index: number) => `Destaque ${index + 1}`,
  },
  empty: {
    title: 'Nenhum dado para exibir',
    message: (line: string, period: string) => `Não há metas da linha ${line} em ${period}.`,
  },
  error: {
    title: 'Não foi possível carregar o painel.',
    message: 'Tente novamente mais tarde.',
    code: (status: number) => `Código: ${status}`,
    retry: 'Tentar novamente',
  },
  log: {
    carousel: 'Dashboard: falha ao carregar as imagens do carrossel.',
  },
} as const;

/** The dashboard's inbox (issue 26; texts decided in Dashboard.mdx, the items' titles are the server's). */
export const INBOX_MESSAGES = {
  title: 'Caixa de entrada',
  unread: (count: number) => (count === 0 ? 'Nenhuma não lida' : count === 1 ? '1 não lida' : `${count} não lidas`),
  markAll: 'Marcar todas como lidas',
  markRead: 'Marcar como lida',
  markUnread: 'Marcar como não lida',
  /** The accessible name of an item's button: what it marks. */
  markName: (read: boolean, title: string) => `${read ? 'Marcar como não lida' : 'Marcar como lida'}: ${title}`,
  unreadTag: 'Não lida',
  done: 'Resolvida',
  from: (who: string) => `de ${who}`,
  empty: 'Nada aguarda você agora.',
  loading: 'Carregando caixa de entrada',
  error: 'Não foi possível carregar a caixa de entrada.',
  retry: 'Tentar novamente',
  more: (count: number) => `Ver todas (${count})`,
  less: 'Ver menos',
} as const;

/** Issue 26: the approval progress of the dashboard's month and line (managers and masters). */
export const APPROVALS_MESSAGES = {
  title: 'Aprovações dos supervisores',
  hint: (line: string, period: string) => `Linha ${line} · ${period}`,
  target: (type: string, versao: string) => `${type} · Versão ${versao}`,
  count: (approved: number, total: number) => `${approved} de ${total} ${total === 1 ? 'supervisor aprovou' : 'supervisores aprovaram'}`,
  meter: (title: string) => `Aprovações de ${title}`,
  released: 'Liberada para o time',
  situation: { approved: 'Aprovada', waiting: 'Aguardando', returned: 'Devolvida' },
  empty: 'Nenhuma meta deste mês e linha foi programada para os supervisores.',
  loading: 'Carregando aprovações',
  error: 'Não foi possível carregar as aprovações.',
  retry: 'Tentar novamente',
  status: 'Ver no status',
  statusOf: (title: string) => `Ver no status: ${title}`,
} as const;
