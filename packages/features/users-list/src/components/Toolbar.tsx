import type { FormEvent } from 'react';
import { FileSpreadsheet, FileText, Search } from 'lucide-react';
import { styled } from 'styled-components';
import { Button, IconButton, Select, TextField } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { ListAccess } from '../state/access';
import type { TeamStatus } from '../state/types';

export interface ToolbarProps {
  access: ListAccess;
  searchInput: string;
  onSearchInput: (text: string) => void;
  /** Enter in the box or the search icon. */
  onSearch: () => void;
  teamStatus: TeamStatus;
  onTeamStatus: (status: TeamStatus) => void;
  exporting: 'xlsx' | 'csv' | 'team' | null;
  onExportXlsx: () => void;
  onExportCsv: () => void;
  /** No rows to export. */
  isExportDisabled: boolean;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  min-width: min(100%, 360px);
  > :first-child { flex: 1; }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const STATUS_ITEMS = [
  { id: 'A', label: MESSAGES.team.ativos },
  { id: 'I', label: MESSAGES.team.inativos },
] as const;

/** Search box, the team status filter (functions 10, 11) and the export buttons. */
export function Toolbar({
  access,
  searchInput,
  onSearchInput,
  onSearch,
  teamStatus,
  onTeamStatus,
  exporting,
  onExportXlsx,
  onExportCsv,
  isExportDisabled,
}: ToolbarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Bar>
      <Group>
        <SearchForm role="search" onSubmit={submit}>
          <TextField
            label={MESSAGES.search.label}
            placeholder={MESSAGES.search.placeholder}
            type="search"
            value={searchInput}
            onChange={onSearchInput}
          />
          <IconButton type="submit" label={MESSAGES.search.button} icon={<Search size={18} aria-hidden="true" />} />
        </SearchForm>
        {access.isTeamView && (
          <Select
            label={MESSAGES.team.statusFilter}
            items={STATUS_ITEMS}
            value={teamStatus}
            onChange={(key) => {
              if (key === 'A' || key === 'I') onTeamStatus(key);
            }}
          />
        )}
      </Group>
      <Group>
        <Button
          variant="secondary"
          icon={<FileSpreadsheet size={18} aria-hidden="true" />}
          isPending={exporting === 'xlsx'}
          isDisabled={isExportDisabled}
          onPress={onExportXlsx}
        >
          {MESSAGES.actions.exportXlsx}
        </Button>
        {access.canExportCsv && (
          <Button
            variant="secondary"
            icon={<FileText size={18} aria-hidden="true" />}
            isPending={exporting === 'csv'}
            isDisabled={isExportDisabled}
            onPress={onExportCsv}
          >
            {MESSAGES.actions.exportCsv}
          </Button>
        )}
      </Group>
    </Bar>
  );
}
