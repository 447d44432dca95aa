import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Olá, ${name}`);

describe('preloadable', () => {
  it('fetches the chunk once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Screen = preloadable(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Screen = preloadable(() => Promise.resolve({ default: Greeting }));
    await Screen.preload();
    expect(renderToString(createElement(Screen, { name: 'Ana' }))).toBe('<p>Olá, Ana</p>');
  });

  it('lets a failed fetch be tried again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToString(createElement(Screen, { name: 'Bia' }))).toBe('<p>Olá, Bia</p>');
  });
});
