/** The render probe of the screen (ids `seller-<id>`, `totals`, `actions`, `floating`): ui's. */
export { Probe } from '@conecta/ui';
