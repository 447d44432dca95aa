import { describe, expect, it } from 'vitest';
import {
  DRAFT_KEYS,
  clearDraftsOf,
  reopenDraftsOf,
  createDraftKeeper,
  createDraftStore,
  draftStorageKey,
  draftTarget,
  memoryDraftStorage,
  resolveDraftStore,
  type DraftStorage,
} from './drafts';

interface Form {
  name: string;
}

const parseForm = (data: unknown): Form | null =>
  data && typeof data === 'object' && typeof (data as Form).name === 'string'
    ? { name: (data as Form).name }
    : null;

const expectV1 = (target = 'new') => ({ version: 1, target, parse: parseForm });

/** A storage whose writes fail (quota) and/or whose every call throws (storage disabled). */
function failingStorage({ reads = false }: { reads?: boolean } = {}): DraftStorage & {
  removed: string[];
} {
  const inner = memoryDraftStorage();
  const removed: string[] = [];
  return {
    get length() {
      if (reads) throw new Error('SecurityError');
      return inner.length;
    },
    key: (index) => {
      if (reads) throw new Error('SecurityError');
      return inner.key(index);
    },
    getItem: (key) => {
      if (reads) throw new Error('SecurityError');
      return inner.getItem(key);
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: (key) => {
      removed.push(key);
      if (reads) throw new Error('SecurityError');
      inner.removeItem(key);
    },
    removed,
  };
}

/** Manual timers for the keeper. */
function manualTimers() {
  let queued: Array<{ run: () => void; id: number }> = [];
  let next = 0;
  return {
    setTimer: (run: () => void) => {
      next += 1;
      queued.push({ run, id: next });
      return next;
    },
    clearTimer: (id: unknown) => {
      queued = queued.filter((entry) => entry.id !== id);
    },
    fire() {
      const due = queued;
      queued = [];
      due.forEach((entry) => entry.run());
    },
    get pending() {
      return queued.length;
    },
  };
}

describe('draft store', () => {
  it('keeps a draft per user and screen, and gives it back for the same record', () => {
    const storage = memoryDraftStorage();
    const mine = createDraftStore(storage, 7);
    expect(
      mine.save(DRAFT_KEYS.userForm, { version: 1, target: 'new', data: { name: 'Joana' } }),
    ).toBe('saved');
    expect(storage.getItem(draftStorageKey(7, 'user-form'))).not.toBeNull();
    expect(mine.load(DRAFT_KEYS.userForm, expectV1())).toEqual({ name: 'Joana' });
    expect(mine.targetOf(DRAFT_KEYS.userForm)).toBe('new');
  });

  it('never shows one user the draft of another on the same tab', () => {
    const storage = memoryDraftStorage();
    createDraftStore(storage, 7).save('user-form', {
      version: 1,
      target: 'new',
      data: { name: 'Joana' },
    });
    const other = createDraftStore(storage, 70);
    expect(other.load('user-form', expectV1())).toBeNull();
    expect(other.targetOf('user-form')).toBeNull();
    // …and the owner still has it.
    expect(createDraftStore(storage, 7).load('user-form', expectV1())).toEqual({ name: 'Joana' });
  });

  it('leaves a draft of another record alone', () => {
    const store = createDraftStore(memoryDraftStorage(), 1);
    store.save('user-form', { version: 1, target: '5', data: { name: 'Gerente' } });
    expect(store.load('user-form', expectV1('new'))).toBeNull();
    expect(store.load('user-form', expectV1('5'))).toEqual({ name: 'Gerente' });
    store.clear('user-form', 'new');
    expect(store.targetOf('user-form')).toBe('5');
    store.clear('user-form');
    expect(store.targetOf('user-form')).toBeNull();
  });

  it('drops a draft of an older shape, an unreadable one or one that fails its check, without throwing', () => {
    const storage = memoryDraftStorage();
    const store = createDraftStore(storage, 1);
    store.save('user-form', { version: 0, target: 'new', data: { nome: 'old shape' } });
    expect(store.load('user-form', expectV1())).toBeNull();
    expect(storage.length).toBe(0);

    storage.setItem(draftStorageKey(1, 'user-form'), '{not json');
    expect(store.load('user-form', expectV1())).toBeNull();
    expect(storage.length).toBe(0);

    storage.setItem(
      draftStorageKey(1, 'user-form'),
      JSON.stringify({ v: 1, target: 'new', data: { name: 42 } }),
    );
    expect(store.load('user-form', expectV1())).toBeNull();
    expect(storage.length).toBe(0);

    storage.setItem(
      draftStorageKey(1, 'user-form'),
      JSON.stringify({ v: 1, target: 'new', data: {} }),
    );
    const throwing = {
      version: 1,
      target: 'new',
      parse: () => {
        throw new Error('bad');
      },
    };
    expect(store.load('user-form', throwing)).toBeNull();
  });

  it('refuses a draft over the size limit and removes the older one, which would be outdated', () => {
    const storage = memoryDraftStorage();
    const store = createDraftStore(storage, 1, { maxChars: 200 });
    expect(store.save('w', { version: 1, target: 'new', data: { name: 'small' } })).toBe('saved');
    expect(store.save('w', { version: 1, target: 'new', data: { name: 'x'.repeat(500) } })).toBe(
      'too-large',
    );
    expect(store.load('w', expectV1())).toBeNull();
  });

  it('survives a full or disabled storage', () => {
    const full = failingStorage();
    const store = createDraftStore(full, 1);
    expect(store.save('w', { version: 1, target: 'new', data: { name: 'a' } })).toBe('failed');
    expect(full.removed).toEqual([draftStorageKey(1, 'w')]);

    const disabled = createDraftStore(failingStorage({ reads: true }), 1);
    expect(disabled.load('w', expectV1())).toBeNull();
    expect(disabled.targetOf('w')).toBeNull();
    expect(disabled.save('w', { version: 1, target: 'new', data: { name: 'a' } })).toBe('failed');
    expect(() => disabled.clear('w')).not.toThrow();
    expect(() => clearDraftsOf(failingStorage({ reads: true }), 1)).not.toThrow();

    const none = createDraftStore(null, 1);
    expect(none.save('w', { version: 1, target: 'new', data: {} })).toBe('off');
    expect(none.load('w', expectV1())).toBeNull();
  });

  it('does not write what cannot be written as JSON', () => {
    const store = createDraftStore(memoryDraftStorage(), 1);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(store.save('w', { version: 1, target: 'new', data: cyclic })).toBe('failed');
  });

  it('clearDraftsOf removes every draft of one user and only his', () => {
    const storage = memoryDraftStorage({ 'conecta:mock-db': '{}' });
    for (const [user, key] of [
      [1, 'user-form'],
      [1, 'supervisor-split'],
      [12, 'user-form'],
    ] as const)
      createDraftStore(storage, user).save(key, { version: 1, target: 'new', data: { name: key } });
    clearDraftsOf(storage, 1);
    expect(createDraftStore(storage, 1).targetOf('user-form')).toBeNull();
    expect(createDraftStore(storage, 1).targetOf('supervisor-split')).toBeNull();
    expect(createDraftStore(storage, 12).load('user-form', expectV1())).toEqual({
      name: 'user-form',
    });
    expect(storage.getItem('conecta:mock-db')).toBe('{}');
  });

  it("after 'Sair' a screen still going away writes nothing, until the user signs in again", () => {
    const storage = memoryDraftStorage();
    const store = createDraftStore(storage, 1);
    const keeper = createDraftKeeper({
      store,
      key: 'user-form',
      target: 'new',
      version: 1,
      toData: (value: string) => ({ value }),
    });
    keeper.change('typed just before Sair');
    clearDraftsOf(storage, 1);
    keeper.flush(); // the screen unmounts after the sign-out
    expect(store.targetOf('user-form')).toBeNull();
    expect(
      createDraftStore(storage, 12).save('user-form', { version: 1, target: 'new', data: {} }),
    ).toBe('saved');
    reopenDraftsOf(storage, 1);
    expect(store.save('user-form', { version: 1, target: 'new', data: {} })).toBe('saved');
  });

  it('a change still waiting is written when the page goes away (a reload never unmounts the screen)', () => {
    const listeners = new Set<() => void>();
    const page = {
      addEventListener: (_: 'pagehide', listener: () => void) => listeners.add(listener),
      removeEventListener: (_: 'pagehide', listener: () => void) => listeners.delete(listener),
    };
    const store = createDraftStore(memoryDraftStorage(), 1);
    const keeper = createDraftKeeper({
      store,
      key: 'user-form',
      target: 'new',
      version: 1,
      toData: (value: string) => ({ value }),
      page,
      setTimer: () => 1,
      clearTimer: () => undefined,
    });
    expect(listeners.size).toBe(0);
    keeper.change('typed just before the reload');
    expect(listeners.size).toBe(1);
    for (const listener of [...listeners]) listener();
    expect(store.load('user-form', { version: 1, target: 'new', parse: (data) => data })).toEqual({ value: 'typed just before the reload' });
    expect(listeners.size).toBe(0);
  });

  it('draftTarget: new for no id, the id as text otherwise', () => {
    expect(draftTarget(null)).toBe('new');
    expect(draftTarget(undefined)).toBe('new');
    expect(draftTarget(5)).toBe('5');
  });

  it('resolveDraftStore: false keeps nothing, a store of another user is ignored', () => {
    const store = createDraftStore(memoryDraftStorage(), 3);
    expect(resolveDraftStore(false, 3)).toBeNull();
    expect(resolveDraftStore(store, 3)).toBe(store);
    expect(resolveDraftStore(store, 4)).toBeNull();
    // Node has no sessionStorage: the default keeps nothing, and says so by its storage.
    expect(
      resolveDraftStore(undefined, 3)?.save('w', { version: 1, target: 'new', data: {} }),
    ).toBe('off');
  });
});

describe('draft keeper', () => {
  it('builds the JSON once the user pauses, not on every change', () => {
    const timers = manualTimers();
    const storage = memoryDraftStorage();
    const store = createDraftStore(storage, 1);
    let built = 0;
    const keeper = createDraftKeeper<Form>({
      store,
      key: 'w',
      target: 'new',
      version: 1,
      toData: (value) => {
        built += 1;
        return value.name === '' ? null : value;
      },
      ...timers,
    });
    for (const name of ['J', 'Jo', 'Joa', 'Joana']) keeper.change({ name });
    expect(built).toBe(0);
    expect(timers.pending).toBe(1);
    timers.fire();
    expect(built).toBe(1);
    expect(store.load('w', expectV1())).toEqual({ name: 'Joana' });
  });

  it('flush writes what is pending; clear forgets it and removes the draft', () => {
    const timers = manualTimers();
    const store = createDraftStore(memoryDraftStorage(), 1);
    const keeper = createDraftKeeper<Form>({
      store,
      key: 'w',
      target: 'new',
      version: 1,
      toData: (v) => v,
      ...timers,
    });
    keeper.change({ name: 'Joana' });
    keeper.flush();
    expect(store.load('w', expectV1())).toEqual({ name: 'Joana' });
    keeper.change({ name: 'Joana Prado' });
    keeper.clear();
    keeper.flush();
    timers.fire();
    expect(store.targetOf('w')).toBeNull();
  });

  it('a value with nothing to keep removes this record’s draft, never another record’s', () => {
    const timers = manualTimers();
    const store = createDraftStore(memoryDraftStorage(), 1);
    store.save('w', { version: 1, target: '5', data: { name: 'Gerente' } });
    const keeper = createDraftKeeper<Form>({
      store,
      key: 'w',
      target: 'new',
      version: 1,
      toData: (v) => (v.name ? v : null),
      ...timers,
    });
    keeper.change({ name: '' });
    timers.fire();
    expect(store.targetOf('w')).toBe('5');
    keeper.change({ name: 'x' });
    keeper.flush();
    keeper.change({ name: '' });
    keeper.flush();
    expect(store.targetOf('w')).toBeNull();
  });

  it('does nothing without a store, and a failing toData writes nothing', () => {
    const timers = manualTimers();
    const off = createDraftKeeper<Form>({
      store: null,
      key: 'w',
      target: 'new',
      version: 1,
      toData: (v) => v,
      ...timers,
    });
    off.change({ name: 'a' });
    expect(timers.pending).toBe(0);
    const store = createDraftStore(memoryDraftStorage(), 1);
    const broken = createDraftKeeper<Form>({
      store,
      key: 'w',
      target: 'new',
      version: 1,
      toData: () => {
        throw new Error('bug');
      },
      ...timers,
    });
    broken.change({ name: 'a' });
    expect(() => broken.flush()).not.toThrow();
    expect(store.targetOf('w')).toBeNull();
  });
});
