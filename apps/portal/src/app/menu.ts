/** One entry of the portal's side menu (shell spec §2 'Side menu entries'). */
export interface MenuEntry {
  label: string;
  path?: string;
  children?: readonly MenuEntry[];
}

/**
 * The side menu of the shell before the session feature lands: every area of the spec, unfiltered.
 * The shell feature replaces it with the menu filtered by function code and per-screen permission.
 */
export const MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', path: '/dashboard' },
  { label: 'Upload de imagens', path: '/upload-imagens' },
  {
    label: 'Metas',
    children: [
      { label: 'Planejamento', path: '/metas/planejamentos' },
      { label: 'Programação supervisor', path: '/metas/programacao' },
      { label: 'Rateio vendedor', path: '/metas/rateio-vendedor' },
      { label: 'Programação cobertura', path: '/metas/cobertura-programacao' },
      { label: 'Programação recomendador', path: '/metas/recomendador-programacao' },
      { label: 'Programação produto foco', path: '/metas/produtofoco-programacao' },
      { label: 'Status', path: '/metas/status' },
    ],
  },
  { label: 'Notificações', path: '/notificacoes' },
  { label: 'Estoque', path: '/estoque' },
  { label: 'Pesquisa', path: '/pesquisa' },
  {
    label: 'Usuários',
    children: [
      { label: 'Usuários', path: '/usuarios' },
      { label: 'Permissões de sistemas', path: '/permissaosistemas' },
    ],
  },
  {
    label: 'Relatórios',
    children: [
      { label: 'Acompanhamento de metas', path: '/relatorio/acompanhamento-metas' },
      { label: 'Acompanhamento Stockout', path: '/relatorio/acompanhamento-stockov' },
      { label: 'Estrutura de produtos', path: '/estrutura-produtos' },
    ],
  },
  { label: 'Recarga', path: '/recarga' },
  { label: 'Solicitar carga', path: '/solicitar-carga' },
];
