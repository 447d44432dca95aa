/** @conecta/supervisor-split — Conecta supervisor split (/metas/programacao, /metas/rateio-supervisor-KA): the month target split among supervisors, compare, program. */
export {};
