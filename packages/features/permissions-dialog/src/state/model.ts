import {
  PERMISSION_FEATURES,
  buildPermissionSavePayload,
  parsePermissionResult,
  permissionBrokerCode,
  permissionFeatureStates,
  togglePermission,
  type FunctionCode,
  type PermissionFeatureState,
  type PermissionSavePayload,
  type PermissionToggle,
} from '@conecta/core';
import type { PermissionsTarget } from './types';

/** Query of GET /permissaosistema/getdadospermissoes for the dialog. */
export interface PermissionsQuery {
  /** The target's permission broker code: 99999999 for manufacturer functions, else its broker (0 when none). */
  codigoPuxada: string;
  /** Always 0: every feature the target can have. */
  idFuncionalidade: number;
  /** The target user. */
  idUsuario: number;
}

/**
 * The query of the dialog's load: `codigoPuxada` from core's `permissionBrokerCode` (the target's
 * broker, 99999999 for manufacturer functions), `idFuncionalidade` 0, the target's id.
 */
export function permissionsQueryOf(target: PermissionsTarget): PermissionsQuery {
  const codigoPuxada = permissionBrokerCode({
    funcaoUsuario: target.funcaoUsuario as FunctionCode,
    idPuxada: target.idPuxada,
    brokers: [],
  });
  return {
    codigoPuxada: String(codigoPuxada),
    idFuncionalidade: PERMISSION_FEATURES.all,
    idUsuario: target.idUsuario,
  };
}

/**
 * The dialog's rows from the server answer: one per feature the target can have (the server
 * lists only those), in the server's order. An empty or malformed answer gives no rows.
 */
export function rowsFromResult(result: unknown): PermissionFeatureState[] {
  return permissionFeatureStates(parsePermissionResult(result));
}

/** True when the edited rows differ from the loaded ones (checking and unchecking again is not a change). */
export function isDirty(
  loaded: readonly PermissionFeatureState[],
  draft: readonly PermissionFeatureState[] | null,
): boolean {
  if (draft === null || draft === loaded) return false;
  if (draft.length !== loaded.length) return true;
  return draft.some((row, index) => {
    const base = loaded[index];
    return !base || base.id !== row.id || base.visualizar !== row.visualizar || base.editar !== row.editar;
  });
}

/** Applies a checkbox change to the rows on view (the draft, or the loaded rows before any change). */
export function applyToggle(
  loaded: readonly PermissionFeatureState[],
  draft: readonly PermissionFeatureState[] | null,
  toggle: PermissionToggle,
): readonly PermissionFeatureState[] {
  return togglePermission(draft ?? loaded, toggle);
}

/** The save body for the rows on view (only true flags; none → feature 0 with action '10'). */
export function savePayloadOf(idUsuario: number, rows: readonly PermissionFeatureState[]): PermissionSavePayload {
  return buildPermissionSavePayload(idUsuario, rows);
}

/** One checkbox of the view. */
export interface PermissionCheckboxView {
  /** Checked state. */
  isSelected: boolean;
  /** Disabled: Editar without Visualizar, and every checkbox while saving. */
  isDisabled: boolean;
}

/** One row of the view: a feature with its two checkboxes. */
export interface PermissionRowView {
  /** Feature id (ID_FUNCIONALIDADE_PORTAL). */
  id: number;
  /** Feature name as the server writes it (METAS, NOTIFICACOES, …). */
  name: string;
  /** 'Visualizar'. */
  visualizar: PermissionCheckboxView;
  /** 'Editar'; disabled while Visualizar is unchecked. */
  editar: PermissionCheckboxView;
}

/** Where the dialog stands. */
export type PermissionsStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What the dialog shows. */
export interface PermissionsView {
  /** Loading, load failed, no options ('Este usuário não tem opções de permissão!') or the table. */
  status: PermissionsStatus;
  /** The rows on view (the user's edits, or the loaded state). */
  rows: PermissionRowView[];
  /** The rows differ from the loaded state. */
  isDirty: boolean;
  /** A save is running. */
  isSaving: boolean;
  /** Salvar is enabled: rows loaded, a change made, no save running. */
  canSave: boolean;
}

/** Inputs of {@link permissionsView}. */
export interface PermissionsViewInput {
  /** The load has not answered yet. */
  isLoading: boolean;
  /** The load failed. */
  isError: boolean;
  /** Rows of the server answer. */
  loaded: readonly PermissionFeatureState[];
  /** The user's edits, or null before any change. */
  draft: readonly PermissionFeatureState[] | null;
  /** A save is running. */
  isSaving: boolean;
}

/** The dialog's view model: status, rows with their checkbox states, the dirty flag and Salvar. */
export function permissionsView({ isLoading, isError, loaded, draft, isSaving }: PermissionsViewInput): PermissionsView {
  const status: PermissionsStatus = isLoading ? 'loading' : isError ? 'error' : loaded.length === 0 ? 'empty' : 'ready';
  const shown = status === 'ready' ? (draft ?? loaded) : [];
  const dirty = status === 'ready' && isDirty(loaded, draft);
  return {
    status,
    rows: shown.map((row) => ({
      id: row.id,
      name: row.name,
      visualizar: { isSelected: row.visualizar, isDisabled: isSaving },
      editar: { isSelected: row.editar, isDisabled: isSaving || !row.visualizar },
    })),
    isDirty: dirty,
    isSaving,
    canSave: dirty && !isSaving,
  };
}
