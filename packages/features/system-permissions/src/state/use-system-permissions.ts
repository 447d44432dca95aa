/**
 * The view model of /permissaosistemas (issue 23): the brokers to choose from, the users with their
 * permissions, the user's edits on top, search and filters, bulk changes, the review and the one save.
 */
import { useCallback, useMemo } from 'react';
import { useAtom } from 'jotai';
import { createApiHooks, failureReason, type ApiClient } from '@conecta/api';
import { brokerScope, permissionBrokerCode, type CurrentUser } from '@conecta/core';
import { brokersAtom, editsAtom, onlyChangedAtom, saveAtom, searchAtom, type SaveState } from './atoms';
import { changesOf, saveBody, setColumn, setRow, toggleCell, usersFromServer, visibleUsers, type Change, type Edits, type GridUser } from './grid';

export interface SystemPermissionsState {
  brokerOptions: { id: number; label: string }[];
  brokers: readonly number[];
  setBrokers: (brokers: readonly number[]) => void;
  users: GridUser[];
  visible: GridUser[];
  isLoading: boolean;
  failed: boolean;
  failure: unknown;
  retry: () => void;
  search: string;
  setSearch: (text: string) => void;
  onlyChanged: boolean;
  setOnlyChanged: (value: boolean) => void;
  edits: Edits;
  toggle: (user: GridUser, feature: number, flag: 'visualizar' | 'editar', checked: boolean) => void;
  column: (feature: number, flag: 'visualizar' | 'editar', checked: boolean) => void;
  row: (user: GridUser, checked: boolean) => void;
  discard: () => void;
  changes: Change[];
  save: SaveState;
  openReview: () => void;
  closeDialog: () => void;
  confirmSave: () => Promise<void>;
}

export function useSystemPermissions(api: ApiClient, user: CurrentUser): SystemPermissionsState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const [brokers, setBrokers] = useAtom(brokersAtom);
  const [edits, setEdits] = useAtom(editsAtom);
  const [search, setSearch] = useAtom(searchAtom);
  const [onlyChanged, setOnlyChanged] = useAtom(onlyChangedAtom);
  const [save, setSave] = useAtom(saveAtom);
  const scope = brokerScope(user) ?? '';
  const codigoPuxada = String(permissionBrokerCode(user));

  // The broker names: the product lines, then the brokers of every line (the user's own only, unless type 1).
  const lines = hooks.useQuery('get', '/BrokersLinha');
  const lineCodes = (lines.data ?? []).map((line) => line.descricao).sort();
  const brokerList = hooks.useQuery('get', '/Brokers', { params: { query: { Linhas: lineCodes } } }, { enabled: lineCodes.length > 0 });
  const brokerOptions = useMemo(() => {
    const own = user.tipoUsuario === 1 ? null : new Set([...user.brokers, ...(user.idPuxada ? [user.idPuxada] : [])]);
    const seen = new Map<number, string>();
    for (const broker of brokerList.data ?? []) if (!own || own.has(broker.idPuxada)) seen.set(broker.idPuxada, broker.razaoSocial);
    return [...seen].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  }, [brokerList.data, user.tipoUsuario, user.brokers, user.idPuxada]);

  const query = hooks.useQuery('get', '/permissaosistema/getdadospermissoesusuarios', {
    params: { query: { codigoPuxada, brokers: brokers.length > 0 ? [...brokers].sort((a, b) => a - b).join(',') : scope } },
  });
  const users = useMemo(() => usersFromServer(query.data ?? []), [query.data]);
  const visible = useMemo(() => visibleUsers(users, edits, search, onlyChanged), [users, edits, search, onlyChanged]);
  const changes = useMemo(() => changesOf(users, edits), [users, edits]);

  const byId = useMemo(() => new Map(users.map((entry) => [entry.id, entry])), [users]);
  const toggle = useCallback(
    (target: GridUser, feature: number, flag: 'visualizar' | 'editar', checked: boolean) => setEdits((current) => toggleCell(current, byId.get(target.id) ?? target, feature, flag, checked)),
    [setEdits, byId],
  );
  const row = useCallback((target: GridUser, checked: boolean) => setEdits((current) => setRow(current, target, checked)), [setEdits]);
  const column = useCallback(
    (feature: number, flag: 'visualizar' | 'editar', checked: boolean) => setEdits((current) => setColumn(current, visible, feature, flag, checked)),
    [setEdits, visible],
  );
  const { refetch } = query;

  const confirmSave = useCallback(async () => {
    const body = saveBody(users, edits);
    if (body.dados.length === 0) return;
    setSave({ phase: 'saving' });
    try {
      await api.POST('/permissaosistema/postdadospermissoes', { body });
      await refetch();
      setEdits(new Map());
      setSave({ phase: 'saved' });
    } catch (error) {
      // Every change stays on the screen: the user saves again or discards.
      setSave({ phase: 'failed', reason: failureReason(error) });
    }
  }, [api, users, edits, refetch, setEdits, setSave]);

  return {
    brokerOptions,
    brokers,
    setBrokers,
    users,
    visible,
    isLoading: query.isPending,
    failed: query.isError && !query.isFetching,
    failure: query.error,
    retry: () => void refetch(),
    search,
    setSearch,
    onlyChanged,
    setOnlyChanged,
    edits,
    toggle,
    column,
    row,
    discard: () => setEdits(new Map()),
    changes,
    save,
    openReview: () => setSave({ phase: 'review' }),
    closeDialog: () => setSave({ phase: 'idle' }),
    confirmSave,
  };
}
