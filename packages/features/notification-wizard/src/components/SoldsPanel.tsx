import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Download, Plus, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import { CSV_MAX_BYTES, formatFileSize, formatInteger } from '@conecta/core';
import { Banner, Button, ComboBox, FileDropZone, IconButton, Spinner, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { codeNameLabel, searchSolds, soldByCode, soldSearchIndex } from '../state/audience';
import { checkSoldsCsv } from '../state/csv-check';
import { saveCsv } from '../state/download';
import { matchOutcome, sampleCsv } from '../state/sold-match';
import type { SoldOption, SoldsDraft, UserKind } from '../state/types';
import { Hint, Inline } from './styles';

const TABLE_LIMIT = 50;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Report = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

const SearchRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child { flex: 1; min-width: 0; }
`;

export interface SoldsPanelProps {
  kind: UserKind;
  solds: SoldsDraft;
  /** The solds of the scope brokers (search list and CSV matching). */
  options: readonly SoldOption[];
  isDisabled: boolean;
  needsBranchAndBroker: boolean;
  /** Shows 'Selecione ao menos uma Filial e um Broker.' above the zone (once: not beside the zone's own refusal). */
  branchHint?: boolean;
  csvStatus: { kind: 'idle' } | { kind: 'reading'; fileName: string } | { kind: 'error'; message: string };
  onCsv: (file: File) => void;
  onRemoveCsv: () => void;
  onAdd: (sold: SoldOption) => void;
  onRemove: (sold: SoldOption) => void;
}

/** The solds panel of 'Por solds' (spec §2, §5). */
export function SoldsPanel(props: SoldsPanelProps) {
  const { kind, solds, options, isDisabled, csvStatus } = props;
  // The zone's refusal on view: the 'choose a branch and a broker' hint is not repeated beside it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const csv = solds.csv;
  const outcome = csv ? matchOutcome(csv.report) : null;
  const removeCsv = props.onRemoveCsv;
  return (
    <Panel aria-labelledby="solds-heading">
      <h4 id="solds-heading">{MESSAGES.solds.heading}</h4>
      <Hint>{MESSAGES.solds.tip}</Hint>
      <Inline>
        <Button variant="link" size="sm" icon={<Download size={16} aria-hidden="true" />} onPress={() => saveCsv(sampleCsv(), MESSAGES.solds.sample)}>
          {MESSAGES.solds.sampleButton}
        </Button>
      </Inline>
      {props.branchHint && refusal !== MESSAGES.audience.needBranchAndBroker && <Hint>{MESSAGES.audience.needBranchAndBroker}</Hint>}
      <FileDropZone
        // Choosing a branch and a broker starts the zone afresh: a refusal for the lack of them is gone.
        key={props.needsBranchAndBroker ? 'needs-branch' : 'ready'}
        label={MESSAGES.solds.dropLabel}
        acceptedExtensions={['csv']}
        maxBytes={CSV_MAX_BYTES}
        caption={MESSAGES.solds.caption}
        isDisabled={isDisabled || csvStatus.kind === 'reading'}
        validate={(file) => checkSoldsCsv(file, props.needsBranchAndBroker)}
        onAccept={(file) => {
          setRefusal(null);
          props.onCsv(file);
        }}
        onReject={(rejection) => setRefusal(rejection.message)}
        // The list's own report names the file it holds (and nothing once the list is removed or cleared).
        value={null}
      />
      {csvStatus.kind === 'reading' && (
        <Inline role="status">
          <Spinner size="sm" label={MESSAGES.solds.reading} />
          <span>{MESSAGES.solds.reading}</span>
        </Inline>
      )}
      {csvStatus.kind === 'error' && <Banner tone="error">{csvStatus.message}</Banner>}
      {csv && (
        <>
          <Inline>
            <Count role="status" data-via={csv.via} data-elapsed-ms={csv.elapsedMs}>{MESSAGES.solds.identified(formatInteger(csv.matched.length))}</Count>
            <Button variant="secondary" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onPress={removeCsv} aria-label={MESSAGES.solds.removeLabel}>
              {MESSAGES.solds.remove}
            </Button>
          </Inline>
          {outcome === 'none' && <Banner tone="error">{MESSAGES.solds.none}</Banner>}
          {outcome === 'partial' && <Banner tone="warning">{MESSAGES.solds.partial(formatInteger(csv.report.found))}</Banner>}
          <Report aria-label={MESSAGES.solds.report.heading}>
            <dt>{MESSAGES.solds.report.file(csv.fileName, formatFileSize(csv.fileSize)).split(': ')[0]}</dt>
            <dd>{`${csv.fileName} (${formatFileSize(csv.fileSize)})`}</dd>
            <dt>{MESSAGES.solds.report.found}</dt>
            <dd data-testid="report-found">{formatInteger(csv.report.found)}</dd>
            <dt>{MESSAGES.solds.report.notFound}</dt>
            <dd data-testid="report-not-found">{formatInteger(csv.report.notFound)}</dd>
            <dt>{MESSAGES.solds.report.duplicates}</dt>
            <dd data-testid="report-duplicates">{formatInteger(csv.report.duplicates)}</dd>
            <dt>{MESSAGES.solds.report.invalid}</dt>
            <dd data-testid="report-invalid">{formatInteger(csv.report.invalid)}</dd>
            <dt>{MESSAGES.solds.report.blank}</dt>
            <dd>{formatInteger(csv.report.blank)}</dd>
          </Report>
          {csv.unmatchedCsv.length > 0 && (
            <Inline>
              <Button
                variant="secondary"
                size="sm"
                icon={<Download size={16} aria-hidden="true" />}
                onPress={() => saveCsv(csv.unmatchedCsv, MESSAGES.solds.report.downloadName)}
              >
                {MESSAGES.solds.report.download}
              </Button>
            </Inline>
          )}
        </>
      )}
      {kind === 'broker' && <SoldSearch options={options} isDisabled={isDisabled} added={solds.added} onAdd={props.onAdd} />}
      {(kind === 'broker' || solds.added.length > 0) && <AddedTable added={solds.added} onRemove={props.onRemove} />}
    </Panel>
  );
}

const soldKey = (sold: SoldOption) => `${sold.idPuxada}:${sold.code}`;
const soldLabel = (sold: SoldOption) => codeNameLabel(sold.code, sold.name);

/**
 * The sold search (spec §5): typing lists the matching solds; picking one (click, or arrows and
 * Enter) chooses it and the field shows it; 'Adicionar' adds the chosen sold, or the sold whose
 * full code was typed, or the only match of the text.
 */
function SoldSearch({ options, isDisabled, added, onAdd }: { options: readonly SoldOption[]; isDisabled: boolean; added: readonly SoldOption[]; onAdd: (sold: SoldOption) => void }) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<Key | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const index = useMemo(() => soldSearchIndex(options), [options]);
  const picked = selected !== null ? options.find((sold) => soldKey(sold) === selected) : undefined;
  // While a pick is shown, the list holds that sold (its label is not a search text).
  const results = useMemo(() => (picked ? [picked] : searchSolds(options, index, text)), [picked, options, index, text]);
  const items = results.map((sold) => ({ id: soldKey(sold), label: soldLabel(sold) }));
  const add = () => {
    // Adding with an empty field is ignored (spec §5).
    if (text.trim() === '') return;
    const chosen = picked ?? soldByCode(options, text) ?? (results.length === 1 ? results[0] : undefined);
    if (!chosen) {
      setNotice(MESSAGES.solds.notFound(text.trim()));
      return;
    }
    if (added.some((sold) => soldKey(sold) === soldKey(chosen))) setNotice(MESSAGES.solds.alreadyAdded);
    else {
      onAdd(chosen);
      setNotice(null);
    }
    setText('');
    setSelected(null);
  };
  return (
    <>
      <SearchRow>
        <ComboBox
          label={MESSAGES.solds.search}
          items={items}
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            setNotice(null);
            // Typing over a pick starts a new search.
            if (picked && value !== soldLabel(picked)) setSelected(null);
          }}
          selectedKey={selected}
          onSelectionChange={(key) => {
            setSelected(key);
            setNotice(null);
            const sold = key === null ? undefined : options.find((candidate) => soldKey(candidate) === key);
            if (sold) setText(soldLabel(sold));
          }}
          emptyText={MESSAGES.solds.searchEmpty}
          isDisabled={isDisabled}
          menuTrigger="input"
          allowsCustomValue
        />
        <Button variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onPress={add} isDisabled={isDisabled}>
          {MESSAGES.solds.add}
        </Button>
      </SearchRow>
      {notice && <Hint role="status">{notice}</Hint>}
    </>
  );
}

function AddedTable({ added, onRemove }: { added: readonly SoldOption[]; onRemove: (sold: SoldOption) => void }) {
  const columns: TableColumn<SoldOption>[] = [
    { id: 'codigo', header: MESSAGES.solds.columns.codigo, value: (sold) => sold.code, isRowHeader: true, width: '140px' },
    { id: 'sold', header: MESSAGES.solds.columns.sold, value: (sold) => sold.name },
    {
      id: 'excluir',
      header: MESSAGES.solds.columns.excluir,
      align: 'center',
      width: '90px',
      cell: (sold) => (
        <IconButton size="sm" variant="danger" label={MESSAGES.solds.removeOne(sold.code)} icon={<Trash2 size={16} aria-hidden="true" />} onPress={() => onRemove(sold)} />
      ),
    },
  ];
  return (
    <>
      <Table
        aria-label={MESSAGES.solds.tableLabel}
        columns={columns}
        rows={added.slice(0, TABLE_LIMIT)}
        getRowKey={(sold) => `${sold.idPuxada}:${sold.code}`}
        emptyMessage={MESSAGES.solds.tableEmpty}
        maxHeight="240px"
      />
      {added.length > TABLE_LIMIT && <Hint>{MESSAGES.solds.more(formatInteger(TABLE_LIMIT), formatInteger(added.length))}</Hint>}
    </>
  );
}
