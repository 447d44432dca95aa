/**
 * Per-user permissions: reading the result of GET /permissaosistema/getdadospermissoes, the
 * permissions dialog's checkbox rules and its save payload (shell spec §3, §4, §5, §6;
 * notifications §6; metas §6).
 *
 * Reading: action ids are strings such as '10' (view) and '11' (edit); an id whose last
 * character is '1' means "allowed". Parsing never throws: anything malformed reads as no
 * permission.
 */

/** `idFuncionalidade` values of the permission query: 0 all (permissions dialog), 1 metas, 2 notifications. */
export const PERMISSION_FEATURES = { all: 0, metas: 1, notificacoes: 2 } as const;

/** Action ids of the permissions dialog: '10' view (Visualizar), '11' edit (Editar). */
export const PERMISSION_ACTIONS = { visualizar: '10', editar: '11' } as const;

/** An action id of the permissions dialog. */
export type PermissionAction = (typeof PERMISSION_ACTIONS)[keyof typeof PERMISSION_ACTIONS];

/** One feature row of a permission result (DSC_FUNCIONALIDADE, ID_FUNCIONALIDADE_PORTAL, status). */
export interface PermissionFeatureRow {
  /** ID_FUNCIONALIDADE_PORTAL, or null when absent or not numeric. */
  featureId: number | null;
  /** DSC_FUNCIONALIDADE, or '' when absent. */
  name: string;
  /** ID_FUNCIONALIDADE_ACAO of each status entry, as strings. */
  actionIds: readonly string[];
}

/** A parsed permission result. */
export interface ParsedPermissions {
  /** Feature rows, when the server grouped the status entries per feature. */
  features: readonly PermissionFeatureRow[];
  /** Every action id found, from feature rows and from top-level status entries. */
  actionIds: readonly string[];
}

/** The parse of an empty or malformed result: no rows, no actions, no permission. */
export const NO_PERMISSIONS: ParsedPermissions = { features: [], actionIds: [] };

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function actionIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function featureIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

function statusActionIds(status: unknown): string[] {
  if (!Array.isArray(status)) return [];
  return status.flatMap((entry) => {
    const id = isObject(entry) ? actionIdOf(entry.ID_FUNCIONALIDADE_ACAO) : null;
    return id === null ? [] : [id];
  });
}

/** The JSON carried by the first item's `jsonRetorno` (a string, or an already parsed value). */
function jsonRetornoOf(result: unknown): unknown {
  const first: unknown = Array.isArray(result) ? result[0] : undefined;
  if (!isObject(first)) return undefined;
  const raw = first.jsonRetorno;
  return typeof raw === 'string' ? parseJson(raw) : raw;
}

/**
 * Parses a permission result: a list whose first item has `jsonRetorno`, a JSON string holding
 * status entries with ID_FUNCIONALIDADE_ACAO, either at the top level or nested in a `status`
 * array per feature row. Never throws; malformed input yields {@link NO_PERMISSIONS}.
 */
export function parsePermissionResult(result: unknown): ParsedPermissions {
  const json = jsonRetornoOf(result);
  const entries = (Array.isArray(json) ? json : [json]).filter(isObject);
  const features: PermissionFeatureRow[] = [];
  const actionIds: string[] = [];
  for (const entry of entries) {
    if (Array.isArray(entry.status)) {
      const row: PermissionFeatureRow = {
        featureId: featureIdOf(entry.ID_FUNCIONALIDADE_PORTAL),
        name: typeof entry.DSC_FUNCIONALIDADE === 'string' ? entry.DSC_FUNCIONALIDADE : '',
        actionIds: statusActionIds(entry.status),
      };
      features.push(row);
      actionIds.push(...row.actionIds);
    } else {
      const id = actionIdOf(entry.ID_FUNCIONALIDADE_ACAO);
      if (id !== null) actionIds.push(id);
    }
  }
  return { features, actionIds };
}

/** True when an action id's last character is '1' ('11' allowed, '10' not). */
export function isActionAllowed(actionId: unknown): boolean {
  return actionIdOf(actionId)?.endsWith('1') ?? false;
}

/**
 * True when the parsed result carries an allowed action; with `featureId`, only that feature's
 * rows count.
 */
export function hasPermission(permissions: ParsedPermissions, featureId?: number): boolean {
  const ids =
    featureId === undefined
      ? permissions.actionIds
      : permissions.features
          .filter((row) => row.featureId === featureId)
          .flatMap((row) => row.actionIds);
  return ids.some(isActionAllowed);
}

/**
 * True when the user may see a feature: its row carries any granted action — 'Visualizar' ('10')
 * or 'Editar' ('11', which implies it). The menu shows the entry on this; `hasPermission` (an
 * action ending in '1') is what enables the feature's actions. (The spec's menu rule reads only the
 * '1' ending, which hid the entry of a view-only user while the page still opened, read-only, by
 * its address: issue 25.)
 */
export function canView(permissions: ParsedPermissions, featureId: number): boolean {
  return permissions.features.some((row) => row.featureId === featureId && row.actionIds.length > 0);
}

/**
 * Whether a raw permission result (for one feature: 1 metas, 2 notifications) grants editing.
 * Without it, the feature's create/edit/delete/approve controls are disabled.
 */
export function canEdit(result: unknown): boolean {
  return hasPermission(parsePermissionResult(result));
}

/** Checkbox state of one feature in the permissions dialog. */
export interface PermissionFlags {
  /** ID_FUNCIONALIDADE_PORTAL. */
  id: number;
  /** 'Visualizar' checkbox. */
  visualizar: boolean;
  /** 'Editar' checkbox; never true while `visualizar` is false. */
  editar: boolean;
}

/** A dialog row: the flags plus the feature name (METAS, NOTIFICACOES, …). */
export interface PermissionFeatureState extends PermissionFlags {
  /** DSC_FUNCIONALIDADE. */
  name: string;
}

/**
 * Dialog rows from a parsed result (query with idFuncionalidade 0): 'Visualizar' is checked
 * when the row has action '10' or '11', 'Editar' when it has '11'. Rows without a numeric id and
 * the placeholder feature 0 (sent when nothing is granted) are left out.
 */
export function permissionFeatureStates(permissions: ParsedPermissions): PermissionFeatureState[] {
  return permissions.features.flatMap((row) => {
    if (row.featureId === null || row.featureId === 0) return [];
    const editar = row.actionIds.includes(PERMISSION_ACTIONS.editar);
    const visualizar = editar || row.actionIds.includes(PERMISSION_ACTIONS.visualizar);
    return [{ id: row.featureId, name: row.name, visualizar, editar }];
  });
}

/** A checkbox change in the permissions dialog. */
export interface PermissionToggle {
  /** Feature id. */
  id: number;
  /** Which checkbox. */
  flag: 'visualizar' | 'editar';
  /** The new checked state. */
  checked: boolean;
}

function applyToggle<T extends PermissionFlags>(row: T, { flag, checked }: PermissionToggle): T {
  if (flag === 'visualizar') {
    return checked ? { ...row, visualizar: true } : { ...row, visualizar: false, editar: false };
  }
  return { ...row, editar: checked && row.visualizar };
}

/**
 * Reducer for the dialog's checkboxes. Unchecking 'Visualizar' clears 'Editar'; checking
 * 'Editar' without 'Visualizar' is ignored (the checkbox is disabled then). Returns the same
 * array when nothing changes.
 */
export function togglePermission<T extends PermissionFlags>(
  rows: readonly T[],
  toggle: PermissionToggle,
): readonly T[] {
  let changed = false;
  const next = rows.map((row) => {
    if (row.id !== toggle.id) return row;
    const updated = applyToggle(row, toggle);
    if (updated.visualizar === row.visualizar && updated.editar === row.editar) return row;
    changed = true;
    return updated;
  });
  return changed ? next : rows;
}

/** One entry of the permissions save body. */
export interface PermissionSaveEntry {
  /** The user whose permissions are saved. */
  idUsuario: number;
  /** Feature id (0 in the "nothing granted" entry). */
  idFuncionalidadePermissaoPortal: number;
  /** '10' view, '11' edit. */
  idFuncionalidadeAcao: PermissionAction;
}

/** Body of POST /permissaosistema/postdadospermissoes. */
export interface PermissionSavePayload {
  /** The granted actions. */
  dados: PermissionSaveEntry[];
}

/**
 * Save payload of the permissions dialog: one entry per true flag ('10' for Visualizar, '11'
 * for Editar), in the rows' order; when no flag is true, a single entry with feature 0 and
 * action '10'.
 */
export function buildPermissionSavePayload(
  idUsuario: number,
  features: readonly PermissionFlags[],
): PermissionSavePayload {
  const entry = (id: number, action: PermissionAction): PermissionSaveEntry => ({
    idUsuario,
    idFuncionalidadePermissaoPortal: id,
    idFuncionalidadeAcao: action,
  });
  const dados = features.flatMap((row) => [
    ...(row.visualizar ? [entry(row.id, PERMISSION_ACTIONS.visualizar)] : []),
    ...(row.editar ? [entry(row.id, PERMISSION_ACTIONS.editar)] : []),
  ]);
  return { dados: dados.length > 0 ? dados : [entry(0, PERMISSION_ACTIONS.visualizar)] };
}
