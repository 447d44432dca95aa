// A partner whose page is not written in React: `mount()` from the feature's embed entry renders it
// into a div, `unmount()` removes it. Vitest's jsdom environment, plain JS.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockBackend } from '@conecta/api/mocks/node';
import { prepareTestDom, trackGlobalListeners } from '@conecta/embed/testing';
import { createApiClient, mount } from '@conecta/seller-approval/embed';

// Generous waits: the first render in jsdom takes seconds on a busy 2-core machine.
const wait = { timeout: 20_000 };

beforeAll(prepareTestDom);
const mock = startMockBackend();
afterAll(() => mock.stop());

test('mount() renders SellerApproval into a div; unmount() empties it', async () => {
  const token = await mock.signIn('supervisor@conecta.example');
  const api = createApiClient({ baseUrl: mock.baseUrl, getToken: () => token });
  const onNavigate = vi.fn();
  const element = document.createElement('div');
  document.body.append(element);
  const feature = mount(element, { api, onNavigate });

  const view = within(element);
  await view.findByRole('heading', { level: 1, name: 'Aprovar Metas VBC' }, wait);
  const year = view.getByRole('button', { name: /Ano$/ });
  await waitFor(() => expect(year.hasAttribute('disabled')).toBe(false), wait);
  const user = userEvent.setup();
  await user.click(year);
  await user.click(await screen.findByRole('option', { name: '2026' }, wait));
  await waitFor(
    () => expect(onNavigate).toHaveBeenCalledWith('/metas/rateio-vendedor?ano=2026'),
    wait,
  );

  feature.unmount();
  expect(element.childElementCount).toBe(0);

  // A second mount and unmount leaves no window or document listener behind (the first feature on
  // a page leaves react-aria's own, kept for the page's life).
  const listeners = trackGlobalListeners();
  const again = mount(element, { api });
  await view.findByRole('heading', { level: 1, name: 'Aprovar Metas VBC' }, wait);
  again.unmount();
  expect(listeners.stop()).toEqual([]);
  element.remove();
}, 60_000);
