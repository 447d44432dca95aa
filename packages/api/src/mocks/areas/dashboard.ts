import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { SeedOptions } from '../seed';

/** State of the dashboard area of the mock backend (JSON-serialisable). */
export interface DashboardState {
  placeholder: true;
}

export function seedDashboard(_options: SeedOptions): DashboardState {
  return { placeholder: true };
}

export function dashboardHandlers(_ctx: MockContext): HttpHandler[] {
  return [];
}
