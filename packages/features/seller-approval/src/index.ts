/** @conecta/seller-approval — Conecta seller approval (/metas/rateio-vendedor): the supervisor target split among sellers with tolerance, distribute difference, approve. */
export {};
