/** @conecta/metas-status — Conecta targets status (/metas/status): planning status per year, month and target, actions per status and role, release to FLEXX. */
export {};
