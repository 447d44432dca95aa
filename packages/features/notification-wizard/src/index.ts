/** @conecta/notification-wizard — Conecta notification wizard: create and edit a notification in four steps (period, audience incl. solds CSV, content, image and link). */
export {};
