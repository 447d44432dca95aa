import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { SeedOptions } from '../seed';

/** State of the notifications area of the mock backend (JSON-serialisable). */
export interface NotificationsState {
  placeholder: true;
}

export function seedNotifications(_options: SeedOptions): NotificationsState {
  return { placeholder: true };
}

export function notificationsHandlers(_ctx: MockContext): HttpHandler[] {
  return [];
}
