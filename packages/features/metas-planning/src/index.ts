/** @conecta/metas-planning — Conecta target planning (/metas/planejamentos, /metas/planejamento): Ano → Período → Versão → Linha cascade, history base, category table with levels, save. */
export {};
