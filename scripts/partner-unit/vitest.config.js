import { defineConfig } from 'vitest/config';

// All a partner writes: the DOM environment. No inlined dependencies, aliases or setup files.
export default defineConfig({
  test: { environment: 'jsdom' },
});
