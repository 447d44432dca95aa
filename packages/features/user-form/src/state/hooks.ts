import { useCallback, useMemo, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, createApiHooks, failureReason, isRetryable, type ApiClient } from '@conecta/api';
import { activeAtom, formGenerationAtom, loadedValuesAtom, resultAtom, stepAtom } from './atoms';
import { LAST_STEP, buildPayload, editableUserFromRows, formFieldOf, interpretSaveResult, type SaveOutcome, type UserFormValues } from './form';

/** The start-up lookups of the wizard: user types, functions and product lines. */
export function useBaseLookups(api: ApiClient) {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const types = hooks.useQuery('get', '/sistema/UsuarioTipos');
  const functions = hooks.useQuery('get', '/sistema/UsuarioFuncao');
  const lines = hooks.useQuery('get', '/BrokersLinha');
  return {
    types: types.data ?? [],
    functions: functions.data ?? [],
    lines: lines.data ?? [],
    isLoading: types.isPending || functions.isPending || lines.isPending,
    isError: types.isError || functions.isError || lines.isError,
    /** The first failed lookup's error (for the reason shown), or null. */
    error: types.error ?? functions.error ?? lines.error ?? null,
    /** Reads the failed lookups again. */
    retry: () => {
      for (const query of [types, functions, lines]) if (query.isError) void query.refetch();
    },
  };
}

/** Brokers of the chosen product lines (GET /Brokers?Linhas=..&Linhas=..); idle without lines. */
export function useBrokerOptions(api: ApiClient, lines: readonly string[]) {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const sorted = [...lines].sort();
  const query = hooks.useQuery('get', '/Brokers', { params: { query: { Linhas: sorted } } }, { enabled: sorted.length > 0 });
  return { brokers: sorted.length > 0 ? (query.data ?? []) : [], isLoading: sorted.length > 0 && query.isPending };
}

/** FLEXX employees of one broker (GET /EmpregadosBroker); idle until a broker is chosen and needed. */
export function useEmployeeOptions(api: ApiClient, idPuxada: number | null, enabled: boolean) {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const on = enabled && idPuxada !== null;
  const query = hooks.useQuery('get', '/EmpregadosBroker', { params: { query: { IdPuxada: idPuxada ?? 0 } } }, { enabled: on });
  return { employees: on ? (query.data ?? []) : [], isLoading: on && query.isPending };
}

/**
 * The user to edit: GET /usuario/update?id (rows, one per broker) and GET /getlinhabroker?codigo
 * (their product lines), mapped once into the form's values. Idle without an id. The values as
 * read are also kept in the form's store (`loadedValuesAtom`): the save sends unchanged texts as read.
 */
export function useEditableUser(api: ApiClient, editUserId: number | null) {
  const setLoaded = useSetAtom(loadedValuesAtom);
  return useQuery({
    queryKey: ['user-form', 'edit', editUserId],
    enabled: editUserId !== null,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const id = editUserId ?? 0;
      const [rows, lines] = await Promise.all([
        api.GET('/usuario/update', { params: { query: { id } } }),
        api.GET('/getlinhabroker', { params: { query: { codigo: id } } }),
      ]);
      const user = editableUserFromRows(rows.data ?? [], lines.data ?? []);
      setLoaded(user?.values ?? null);
      return user;
    },
  });
}

/** Why a save failed: the reason in the user's words, whether 'Tentar novamente' may help, the form field refused. */
export interface SaveFailure {
  reason: string | null;
  retryable: boolean;
  field: keyof UserFormValues | null;
}

/**
 * Saves the form: POST /sistema/Usuarios (new) or PUT /sistema/Usuarios/{id} (edit) with the
 * payload (typed texts sanitised once, texts left as loaded sent as read), and reads the answer
 * into a result mode. A failed request counts as 'error'.
 */
export function useSaveUser(api: ApiClient, editUserId: number | null) {
  const setResult = useSetAtom(resultAtom);
  // The values the wizard was mounted with: a later refetch must not turn an untouched field into
  // an "edited" one (it would be sanitised). Before the load (never, in practice) the latest read.
  const loaded = useAtomValue(loadedValuesAtom);
  const [mountedWith] = useState(loaded);
  const baseline = editUserId === null ? null : (mountedWith ?? loaded);
  const mutation = useMutation({
    mutationFn: async (values: UserFormValues): Promise<SaveOutcome> => {
      const body = buildPayload(values, baseline);
      const answer =
        editUserId === null
          ? await api.POST('/sistema/Usuarios', { body })
          : await api.PUT('/sistema/Usuarios/{id}', { params: { path: { id: editUserId } }, body });
      return interpretSaveResult(answer.data);
    },
  });
  // Why the last save failed (time-out, no connection, unreadable answer, the backend's refusal),
  // whether saving again may work, and the field a 400 named — for the error dialog and the form.
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useCallback(
    async (values: UserFormValues) => {
      setResult('progress');
      setFailure(null);
      try {
        setResult(await mutation.mutateAsync(values));
      } catch (error) {
        setFailure({
          reason: failureReason(error),
          retryable: isRetryable(error),
          field: error instanceof ApiError && error.status === 400 ? formFieldOf(error.field) : null,
        });
        setResult('error');
      }
    },
    [mutation, setResult],
  );
  return { save, isPending: mutation.isPending, failure };
}

/**
 * Edit mode's active checkbox: GET /statususer?email&status=1|0&tipo=U (checked = active), sent
 * when it changes. On failure the checkbox goes back and `isError` is set.
 */
export function useActiveToggle(api: ApiClient, email: string, initial: boolean) {
  const [isActive, setActive] = useAtom(activeAtom);
  const mutation = useMutation({
    mutationFn: async (next: boolean) => {
      await api.GET('/statususer', { params: { query: { email, status: next ? '1' : '0', tipo: 'U' } } });
      return next;
    },
  });
  const toggle = useCallback(
    (next: boolean) => {
      const previous = isActive ?? initial;
      setActive(next);
      mutation.mutate(next, { onError: () => setActive(previous) });
    },
    [initial, isActive, mutation, setActive],
  );
  return { isActive: isActive ?? initial, toggle, isPending: mutation.isPending, isError: mutation.isError };
}

/** Step navigation and the result dialog, from the form's store. */
export function useWizard() {
  const [step, setStep] = useAtom(stepAtom);
  const [result, setResult] = useAtom(resultAtom);
  const [generation, setGeneration] = useAtom(formGenerationAtom);
  const setActive = useSetAtom(activeAtom);
  const next = useCallback(() => setStep((current) => Math.min(current + 1, LAST_STEP)), [setStep]);
  const previous = useCallback(() => setStep((current) => Math.max(current - 1, 0)), [setStep]);
  const goTo = useCallback((index: number) => setStep(Math.max(0, Math.min(index, LAST_STEP))), [setStep]);
  const closeResult = useCallback(() => setResult('idle'), [setResult]);
  /** Clears everything the wizard stored: step, dialog, active flag, and mounts an empty form. */
  const reset = useCallback(
    (startStep = 0) => {
      setStep(startStep);
      setResult('idle');
      setActive(null);
      setGeneration((value) => value + 1);
    },
    [setActive, setGeneration, setResult, setStep],
  );
  return { step, next, previous, goTo, result, setResult, closeResult, generation, reset };
}
