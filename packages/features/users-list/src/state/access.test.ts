import { describe, expect, it } from 'vitest';
import { listAccess, showsPermissionTool } from './access';
import { noticeFor } from './use-users-list';

describe('listAccess', () => {
  it.each([1, 15, 16])('function %i edits users and permissions', (funcao) => {
    expect(listAccess(funcao)).toMatchObject({ isTeamView: false, canEdit: true, canSort: true, canExportCsv: true, canCreate: true, teamReport: null });
  });
  it.each([
    [10, 'G'],
    [11, 'V'],
  ] as const)('function %i gets the team view', (funcao, report) => {
    expect(listAccess(funcao)).toEqual({ isTeamView: true, canEdit: false, canSort: false, canExportCsv: false, canCreate: false, teamReport: report });
  });
  it.each([4, 5, 6, 7, 12])('function %i sees the list without tools', (funcao) => {
    expect(listAccess(funcao)).toMatchObject({ isTeamView: false, canEdit: false, canSort: true });
  });
  it('hides the permission tool on the own line', () => {
    expect(showsPermissionTool(listAccess(1), 1, 1)).toBe(false);
    expect(showsPermissionTool(listAccess(1), 2, 1)).toBe(true);
    expect(showsPermissionTool(listAccess(4), 2, 1)).toBe(false);
  });
});

describe('noticeFor (shell spec §8)', () => {
  it('answers the dialogs', () => {
    expect(noticeFor('users', { isError: true, data: undefined })).toBe('failed');
    expect(noticeFor('users', { isError: false, data: [] })).toBe('noData');
    expect(noticeFor('users', { isError: false, data: [1] })).toBeNull();
    expect(noticeFor('users', { isError: false, data: undefined })).toBeNull();
    expect(noticeFor('team', { isError: false, data: [], hasSales: false })).toBe('noSales');
    expect(noticeFor('team', { isError: false, data: [1], hasSales: true })).toBeNull();
    expect(noticeFor('team', { isError: true, data: undefined })).toBe('failed');
  });
});
