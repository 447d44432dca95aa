/** @conecta/notification-center — Conecta notification center (/notificacoes): own and manufacturer notifications, accept/refuse, enable/disable, preview, audience, participants, achievement. */
export {};
