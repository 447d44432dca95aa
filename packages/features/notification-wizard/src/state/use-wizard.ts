/**
 * The wizard's view model: loads the audience options (and the edit data), keeps the draft in the
 * store, gates each step, reads solds CSVs and images, and runs the save sequence. Headless: no
 * styled-components, no @conecta/ui.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@conecta/api';
import { brokerScope, checkImageFileDecodes, formatUploadError, notificationUserKind, toYyyymmdd, type CurrentUser, type DraftStore } from '@conecta/core';
import { MESSAGES } from '../messages';
import {
  csvStatusAtom,
  draftAtom,
  editAtom,
  editBaselineAtom,
  editLoadAtom,
  failureDialogAtom,
  imageStatusAtom,
  restoredDraftAtom,
  saveAtom,
  stepAtom,
} from './atoms';
import {
  audienceOptionsFromRows,
  brokersOfBranches,
  channelOptions,
  chooseBranches,
  chooseBrokers,
  scopeBrokers,
  sellerOptions,
  soldOptions,
  switchMode,
} from './audience';
import { CSV_MARKS, createCsvWorker, knownPayload, runCsvJob } from './csv-job';
import { canProceed, hasBranchAndBroker, initialDraft, linkProblem } from './draft';
import { draftFromEditData } from './edit';
import { useWizardDraftKeeper, wizardDraftTarget } from './draft-store';
import { imageUploadName, toBase64 } from './image';
import { FIELD_STEP, refusedFieldNow, runSave, type SaveTarget } from './save';
import { STEPS, type AudienceMode, type AudienceOptions, type SoldOption, type UserKind, type WizardDraft } from './types';

export { CSV_MARKS } from './csv-job';

/** Create or edit (the root's `mode` prop). */
export type WizardMode = { kind: 'create' } | { kind: 'edit'; idNotificacao: number };

const EMPTY_OPTIONS: AudienceOptions = {
  branches: [],
  brokers: [],
  channelsByBroker: new Map(),
  sellersByBroker: new Map(),
  soldsByBroker: new Map(),
};

/** Result of checking an image before it is accepted (the drop zone's validate). */
export type ImageCheck = { ok: true } | { ok: false; reasons: ('type' | 'size' | 'content' | 'other')[]; message: string };

/**
 * Checks an image file by name, size and header bytes, then decodes it (core
 * checkImageFileDecodes: a truncated or damaged PNG/JPEG is refused as 'Arquivo corrompido ou tipo
 * inválido'); refusals read '{message}, por favor, tente novamente.'.
 */
export async function checkImage(file: Blob & { name: string }): Promise<ImageCheck> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const check = await checkImageFileDecodes({ name: file.name, size: file.size, bytes, blob: file });
  return check.ok ? check : { ok: false, reasons: check.reasons, message: formatUploadError(check.message) };
}

/**
 * What a save did: a new notification (the create call answers no id, notifications §3) or the
 * one edited. The notification center's `reveal` prop takes it as is.
 */
export type SavedNotification = { kind: 'created' } | { kind: 'edited'; idNotificacao: number };

export interface UseWizardArgs {
  api: ApiClient;
  user: CurrentUser;
  mode: WizardMode;
  onClose: () => void;
  onSaved?: (saved: SavedNotification) => void;
  /** Clock of "today" (tests and stories). @default () => new Date() */
  now?: () => Date;
  /** Where the draft is kept until it is saved (the root resolves its `drafts` prop); null keeps nothing. @default null */
  drafts?: DraftStore | null;
}

export function useNotificationWizard({ api, user, mode, onClose, onSaved, now = () => new Date(), drafts = null }: UseWizardArgs) {
  const kind: UserKind = notificationUserKind(user.funcaoUsuario) ?? (user.tipoUsuario === 2 ? 'fabricante' : 'broker');
  const [draftOrNull, setDraft] = useAtom(draftAtom);
  const draft = draftOrNull ?? initialDraft(kind);
  const [stepIndex, setStep] = useAtom(stepAtom);
  const [edit, setEdit] = useAtom(editAtom);
  const [editLoad, setEditLoad] = useAtom(editLoadAtom);
  const [csvStatus, setCsvStatus] = useAtom(csvStatusAtom);
  const [imageStatus, setImageStatus] = useAtom(imageStatusAtom);
  const [save, setSave] = useAtom(saveAtom);
  const failureDialog = useAtomValue(failureDialogAtom);
  const setFailureDialog = useSetAtom(failureDialogAtom);
  // A draft kept from an earlier opening (put back by the root before the first render).
  const [restored, setRestored] = useAtom(restoredDraftAtom);
  const [editBaseline, setEditBaseline] = useAtom(editBaselineAtom);
  const keptDraft = useWizardDraftKeeper(drafts, wizardDraftTarget(mode), editBaseline);
  const [today] = useState(() => toYyyymmdd(now()));
  const codigoPuxada = brokerScope(user) ?? '';
  const origem = kind === 'broker' ? 'broker' : 'nestle';

  const update = useCallback((change: (current: WizardDraft) => WizardDraft) => setDraft((current) => change(current ?? initialDraft(kind))), [kind, setDraft]);

  // Audience options (step 2, the sold search and CSV matching).
  const optionsQuery = useQuery({
    queryKey: ['notification-wizard', 'audience', user.idUsuario, codigoPuxada, origem],
    queryFn: async () => {
      const { data } = await api.GET('/notificacoes/getdadosnotificacoes', { params: { query: { codigoPuxada, origem } } });
      return audienceOptionsFromRows(data ?? []);
    },
  });
  const options = optionsQuery.data ?? EMPTY_OPTIONS;

  // Edit data: loaded once per opening, never from a cache (another tab may have changed it).
  const editId = mode.kind === 'edit' ? mode.idNotificacao : null;
  const editQuery = useQuery({
    queryKey: ['notification-wizard', 'edit', user.idUsuario, codigoPuxada, editId],
    queryFn: async () => {
      const { data } = await api.GET('/notificacoes/getdadosedit', { params: { query: { codigoPuxada, id: editId ?? 0 } } });
      if (!data || data.length === 0) throw new Error('empty edit data');
      return data;
    },
    enabled: editId !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (editId === null || editLoad === 'ready' || editLoad === 'failed') return;
    if (editQuery.isError) setEditLoad('failed');
    else if (editQuery.data) {
      const loaded = draftFromEditData(editQuery.data, kind, editId);
      setEditBaseline(loaded.draft);
      // A kept draft of this notification stays on screen; 'Descartar rascunho' brings the loaded one.
      if (!restored) {
        setDraft(loaded.draft);
        setImageStatus(loaded.draft.image.kind === 'existing' ? 'concluded' : 'void');
      }
      setEdit(loaded.edit);
      setEditLoad('ready');
    } else if (editLoad === 'idle') setEditLoad('loading');
  }, [editId, editLoad, editQuery.data, editQuery.isError, kind, restored, setDraft, setEdit, setEditBaseline, setEditLoad, setImageStatus]);

  const minStart = edit?.savedStart && edit.savedStart < today ? edit.savedStart : today;
  // Keyed on the brokers array (kept by unrelated edits), so typing a title never recomputes 100,000 solds.
  const draftBrokers = draft.brokers;
  const brokers = useMemo(() => scopeBrokers(kind, { brokers: draftBrokers }, options), [kind, draftBrokers, options]);
  const channels = useMemo(() => channelOptions(options, brokers), [options, brokers]);
  const sellers = useMemo(() => sellerOptions(options, brokers), [options, brokers]);
  const solds = useMemo(() => soldOptions(options, brokers), [options, brokers]);
  const soldCodes = useMemo(() => solds.map((sold) => sold.code), [solds]);
  // Prepared while the user looks at the panel, so the upload itself only posts the file: the codes
  // joined once, and the worker started (its modules loaded) for this opening of the wizard.
  const workerRef = useRef<Worker | null>(null);
  const soldMode = draft.mode === 'sold' && stepIndex === 1;
  useEffect(() => {
    if (!soldMode) return;
    if (soldCodes.length) knownPayload(soldCodes);
    if (!workerRef.current && typeof Worker !== 'undefined') {
      try {
        workerRef.current = createCsvWorker();
      } catch {
        workerRef.current = null;
      }
    }
  }, [soldMode, soldCodes]);
  useEffect(
    () => () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );
  const brokerChoices = useMemo(() => brokersOfBranches(options, draft.branches), [options, draft.branches]);

  const step = STEPS[stepIndex] ?? 'periodo';
  const canGoOn = canProceed(step, draft, kind, minStart) && (step !== 'final' || imageStatus !== 'upload');
  const datesSet = draft.period !== null;

  // Solds CSV: a job id so a result that arrives after the brokers changed is dropped.
  const csvJob = useRef(0);
  const uploadCsv = useCallback(
    async (file: File) => {
      const job = ++csvJob.current;
      if (kind === 'fabricante' && !hasBranchAndBroker(draft)) {
        setCsvStatus({ kind: 'error', message: MESSAGES.audience.needBranchAndBroker });
        return;
      }
      setCsvStatus({ kind: 'reading', fileName: file.name });
      // Marks for the long-task measurement (story WorkerLongTasks) and the browser's performance panel.
      performance.mark(CSV_MARKS.start);
      const started = performance.now();
      const known = solds;
      try {
        const result = await runCsvJob(file, soldCodes, { worker: workerRef.current });
        // A worker that failed was terminated: the next upload starts a new one.
        if (result.via === 'main') workerRef.current = null;
        if (job !== csvJob.current) return;
        performance.mark(CSV_MARKS.parsed);
        const matched: SoldOption[] = new Array<SoldOption>(result.matched.length);
        for (let i = 0; i < result.matched.length; i += 1) matched[i] = known[result.matched[i] as number] as SoldOption;
        update((current) => ({
          ...current,
          solds: {
            ...current.solds,
            csv: {
              fileName: file.name,
              fileSize: file.size,
              report: result.report,
              matched,
              unmatchedCsv: result.unmatchedCsv,
              via: result.via,
              elapsedMs: Math.round(performance.now() - started),
            },
          },
        }));
        setCsvStatus({ kind: 'idle' });
        performance.mark(CSV_MARKS.end);
      } catch {
        if (job === csvJob.current) setCsvStatus({ kind: 'error', message: MESSAGES.solds.readFailed });
      }
    },
    [draft, kind, setCsvStatus, solds, soldCodes, update],
  );
  const rejectCsv = useCallback((message: string) => setCsvStatus({ kind: 'error', message }), [setCsvStatus]);
  const removeCsv = useCallback(() => {
    csvJob.current += 1;
    setCsvStatus({ kind: 'idle' });
    update((current) => ({ ...current, solds: { ...current.solds, csv: null } }));
  }, [setCsvStatus, update]);

  // Audience changes: every one of them drops a CSV still being read.
  const dropPendingCsv = () => {
    csvJob.current += 1;
    setCsvStatus({ kind: 'idle' });
  };

  const actions = {
    setPeriod: (period: WizardDraft['period']) => update((current) => ({ ...current, period })),
    setMode: (next: AudienceMode) => {
      dropPendingCsv();
      update((current) => switchMode(current, next));
    },
    setBranches: (ids: string[]) => {
      dropPendingCsv();
      update((current) => chooseBranches(current, ids, options));
    },
    setBrokers: (codes: number[]) => {
      dropPendingCsv();
      update((current) => chooseBrokers(current, codes));
    },
    setChannels: (ids: string[]) => update((current) => ({ ...current, channels: ids })),
    setSellers: (keys: string[]) => update((current) => ({ ...current, sellers: keys })),
    addSold: (sold: SoldOption) =>
      update((current) =>
        current.solds.added.some((known) => known.code === sold.code && known.idPuxada === sold.idPuxada)
          ? current
          : { ...current, solds: { ...current.solds, added: [...current.solds.added, sold] } },
      ),
    removeSold: (sold: SoldOption) =>
      update((current) => ({
        ...current,
        solds: { ...current.solds, added: current.solds.added.filter((known) => !(known.code === sold.code && known.idPuxada === sold.idPuxada)) },
      })),
    setTitle: (title: string) => update((current) => ({ ...current, title })),
    setMessage: (message: string) => update((current) => ({ ...current, message })),
    setLinkName: (linkName: string) => update((current) => ({ ...current, linkName })),
    setLinkUrl: (linkUrl: string) => update((current) => ({ ...current, linkUrl })),
    uploadCsv,
    rejectCsv,
    removeCsv,
    acceptImage: async (file: File) => {
      setImageStatus('upload');
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const dot = file.name.lastIndexOf('.');
        const extension = file.name.slice(dot + 1).toLowerCase();
        update((current) => ({
          ...current,
          image: { kind: 'new', originalName: file.name, uploadName: imageUploadName(file.name, Date.now()), extension, base64: toBase64(bytes), size: file.size },
        }));
        setImageStatus('concluded');
      } catch {
        setImageStatus('void-error');
      }
    },
    rejectImage: () => setImageStatus('void-error'),
    removeImage: () => {
      setImageStatus('void');
      update((current) => ({ ...current, image: { kind: 'none' } }));
    },
    next: () => {
      if (canGoOn && stepIndex < STEPS.length - 1) setStep(stepIndex + 1);
    },
    back: () => setStep(Math.max(0, stepIndex - 1)),
    goTo: (index: number) => {
      if (index < stepIndex) setStep(index);
    },
    /** 'Cancelar': resets every field, forgets the kept draft and closes. */
    cancel: () => {
      csvJob.current += 1;
      keptDraft.clear();
      setRestored(null);
      setDraft(null);
      setStep(0);
      setCsvStatus({ kind: 'idle' });
      setImageStatus('void');
      setSave({ kind: 'idle' });
      onClose();
    },
    save: async () => {
      if (!canProceed('final', draft, kind, minStart) || save.kind === 'saving') return;
      setSave({ kind: 'saving' });
      const target: SaveTarget =
        mode.kind === 'create' ? { kind: 'create' } : { kind: 'edit', idNotificacao: mode.idNotificacao, previousImage: edit?.previousImage ?? null };
      const result = await runSave(api, draft, { user, kind, options }, target);
      if (result.ok) {
        keptDraft.clear();
        setRestored(null);
        setSave({ kind: 'done', cleanupFailed: result.cleanupFailed });
        onSaved?.(mode.kind === 'create' ? { kind: 'created' } : { kind: 'edited', idNotificacao: mode.idNotificacao });
      } else {
        // No lost work: the draft stays; the dialog says what failed, the banner keeps saying it.
        setSave({ kind: 'failed', result, draft });
        setFailureDialog(true);
        // A field the backend refused: its step, where the field shows marked.
        if (result.refusedField) setStep(STEPS.indexOf(FIELD_STEP[result.refusedField]));
      }
    },
    /** The success dialog closed (by itself after 2.5 s): reset and close. */
    finish: () => {
      keptDraft.clear();
      setDraft(null);
      setStep(0);
      setSave({ kind: 'idle' });
      onClose();
    },
    dismissFailure: () => setFailureDialog(false),
    /** 'Descartar rascunho': forgets the kept draft; the form starts over (edit: as loaded). */
    discardDraft: () => {
      csvJob.current += 1;
      keptDraft.clear();
      setRestored(null);
      setCsvStatus({ kind: 'idle' });
      setStep(0);
      setDraft(editBaseline);
      setImageStatus(editBaseline?.image.kind === 'existing' ? 'concluded' : 'void');
    },
    /** The edit data did not load ('Erro no upload'): closes, keeping a kept draft for the next opening. */
    closeAfterLoadFailure: () => {
      csvJob.current += 1;
      setSave({ kind: 'idle' });
      onClose();
    },
    retryOptions: () => void optionsQuery.refetch(),
  };

  return {
    kind,
    mode,
    draft,
    stepIndex,
    step,
    canGoOn,
    datesSet,
    today,
    minStart,
    options,
    optionsStatus: optionsQuery.isPending ? ('loading' as const) : optionsQuery.isError ? ('error' as const) : ('ready' as const),
    brokerChoices,
    channels,
    sellers,
    solds,
    csvStatus,
    imageStatus,
    linkProblem: linkProblem(draft),
    editLoad: editId === null ? ('ready' as const) : editLoad === 'idle' ? ('loading' as const) : editLoad,
    edit,
    save,
    failureDialog,
    /** The field the backend refused on the last save (a 400 naming it), until the user changes it. */
    refused: refusedFieldNow(save.kind === 'failed' ? save : null, draft),
    /** A draft kept from an earlier opening is on screen (the banner), with the CSV to choose again; null otherwise. */
    restored,
    actions,
  };
}

export type NotificationWizardModel = ReturnType<typeof useNotificationWizard>;
