export { createMockBackend, isPublicRequest } from './backend';
export type { MockBackend, MockBackendOptions } from './backend';
export { createDb } from './db';
export type { CreateDbOptions } from './db';
export { SESSION_TTL_MS, SLOW_DELAY_MS } from './context';
export type { MockContext, MockDb, Scenario, SessionRecord } from './context';
export { DEMO_ACCOUNTS, DEMO_BROKER_ID, DEMO_PASSWORD, DEMO_TEAM } from './network';
export type { Network, NetworkSize, UserRecord, Broker, Employee, Category, ProductLine, Branch } from './network';
export { decodeToken } from './jwt';
