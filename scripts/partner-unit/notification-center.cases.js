// A partner's unit tests of an embedded feature, as the partner writes them: plain JS, the packages
// as published, run once per DOM environment (notification-center.jsdom.test.js and
// notification-center.happy-dom.test.js import this file). `prepareTestDom` installs what the test
// DOM lacks and the features call; `startMockBackend` answers the global fetch from the seeded mock
// backend, so the test builds its client as the host does.
import { createElement } from 'react';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@conecta/api';
import { startMockBackend } from '@conecta/api/mocks/node';
import { prepareTestDom } from '@conecta/embed/testing';
import { NotificationCenter } from '@conecta/notification-center';

// Generous waits: the first render in jsdom takes seconds on a busy 2-core machine.
const wait = { timeout: 20_000 };

beforeAll(prepareTestDom);
const mock = startMockBackend();
afterAll(() => mock.stop());

async function signedInApi(email) {
  const token = await mock.signIn(email);
  return createApiClient({ baseUrl: mock.baseUrl, getToken: () => token });
}

test('NotificationCenter shows the notifications, then the Nestlé tab', async () => {
  const api = await signedInApi('broker@conecta.example');
  const user = userEvent.setup();
  const { unmount } = render(createElement(NotificationCenter, { api }));

  await screen.findByRole('heading', { name: 'Todas as notificações' }, wait);
  const [first] = await screen.findAllByRole('rowheader', {}, wait);
  expect(first.textContent).toMatch(/^#\d+ - /);

  await user.click(screen.getByRole('tab', { name: /Notificações Nestlé/ }));
  expect(await screen.findByRole('columnheader', { name: 'Status' }, wait)).toBeTruthy();
  expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Notificações Nestlé/);

  unmount();
}, 60_000);

test('after the host saved a notification, the reloaded grid marks it', async () => {
  const api = await signedInApi('gerente@conecta.example');
  const onEdit = vi.fn();
  const user = userEvent.setup();
  const { rerender, unmount } = render(
    createElement(NotificationCenter, { api, onEdit, reloadKey: 0 }),
  );

  const [first] = await screen.findAllByRole('rowheader', {}, wait);
  await user.click(within(first.closest('tr')).getByRole('button', { name: 'Editar notificação' }));
  await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1), wait);
  const [idNotificacao] = onEdit.mock.calls[0];

  // The host's wizard saved it: the host bumps reloadKey and says what was saved.
  rerender(
    createElement(NotificationCenter, {
      api,
      onEdit,
      reloadKey: 1,
      reveal: { kind: 'edited', idNotificacao },
    }),
  );
  const marked = await screen.findByText('Salva agora', {}, wait);
  expect(marked.closest('tr').textContent).toContain(`#${idNotificacao} - `);

  unmount();
}, 60_000);
