import type { Key } from 'react-aria-components';
import { Banner, Button, MultiSelect, Radio, RadioGroup, Spinner } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { codeNameLabel } from '../state/audience';
import { hasBranchAndBroker } from '../state/draft';
import type { NotificationWizardModel } from '../state/use-wizard';
import type { AudienceMode } from '../state/types';
import { SoldsPanel } from './SoldsPanel';
import { Hint, Inline, StepBody, StepHeading } from './styles';

const isMode = (value: string): value is AudienceMode => value === 'canal' || value === 'sold' || value === 'vendedor';

/** Step 2 'Público' (spec §2, §4, §5). */
export function AudienceStep({ model }: { model: NotificationWizardModel }) {
  const { kind, draft, datesSet, actions, options } = model;
  const locked = !datesSet;
  if (model.optionsStatus === 'loading') {
    return (
      <StepBody>
        <StepHeading>{MESSAGES.headings.publico}</StepHeading>
        <Inline role="status">
          <Spinner size="sm" label={MESSAGES.audience.loading} />
          <span>{MESSAGES.audience.loading}</span>
        </Inline>
      </StepBody>
    );
  }
  if (model.optionsStatus === 'error') {
    return (
      <StepBody>
        <StepHeading>{MESSAGES.headings.publico}</StepHeading>
        <Banner tone="error" action={<Button variant="link" size="sm" onPress={actions.retryOptions}>{MESSAGES.audience.retry}</Button>}>
          {MESSAGES.audience.loadFailed}
        </Banner>
      </StepBody>
    );
  }
  const needsBranchAndBroker = kind === 'fabricante' && !hasBranchAndBroker(draft);
  return (
    <StepBody>
      <StepHeading>{MESSAGES.headings.publico}</StepHeading>
      {model.refused?.field === 'audience' && <Banner tone="error">{model.refused.message}</Banner>}
      {locked && <Hint role="status">{MESSAGES.audience.datesFirst}</Hint>}
      {kind === 'fabricante' && (
        <>
          <MultiSelect
            label={MESSAGES.audience.branches}
            items={options.branches.map((branch) => ({ id: branch.id, label: branch.name || branch.id }))}
            value={draft.branches}
            onChange={(keys: Key[]) => actions.setBranches(keys.map(String))}
            emptyText={MESSAGES.audience.empty.branches}
            allLabel={MESSAGES.audience.all}
            isDisabled={locked}
          />
          <MultiSelect
            label={MESSAGES.audience.brokers}
            items={model.brokerChoices.map((broker) => ({ id: broker.code, label: codeNameLabel(String(broker.code), broker.name) }))}
            value={draft.brokers}
            onChange={(keys: Key[]) => actions.setBrokers(keys.map(Number))}
            emptyText={MESSAGES.audience.empty.brokers}
            allLabel={MESSAGES.audience.all}
            isDisabled={locked || draft.branches.length === 0}
          />
        </>
      )}
      <RadioGroup
        label={MESSAGES.audience.modeLabel}
        orientation="horizontal"
        value={draft.mode}
        onChange={(value) => {
          if (isMode(value)) actions.setMode(value);
        }}
        isDisabled={locked}
      >
        {kind === 'broker' && <Radio value="canal">{MESSAGES.audience.modes.canal}</Radio>}
        <Radio value="sold">{MESSAGES.audience.modes.sold}</Radio>
        <Radio value="vendedor">{MESSAGES.audience.modes.vendedor}</Radio>
      </RadioGroup>
      {draft.mode === 'canal' && kind === 'broker' && (
        <MultiSelect
          label={MESSAGES.audience.channels}
          items={model.channels.map((channel) => ({ id: channel.id, label: channel.name || channel.id }))}
          value={draft.channels}
          onChange={(keys: Key[]) => actions.setChannels(keys.map(String))}
          emptyText={MESSAGES.audience.empty.channels}
          allLabel={MESSAGES.audience.all}
          isDisabled={locked}
        />
      )}
      {draft.mode === 'vendedor' && (
        <MultiSelect
          label={MESSAGES.audience.sellers}
          items={model.sellers.map((seller) => ({ id: seller.key, label: codeNameLabel(seller.id, seller.name) }))}
          value={draft.sellers}
          onChange={(keys: Key[]) => actions.setSellers(keys.map(String))}
          emptyText={MESSAGES.audience.empty.sellers}
          allLabel={MESSAGES.audience.all}
          isDisabled={locked || needsBranchAndBroker}
        />
      )}
      {draft.mode === 'sold' && (
        <SoldsPanel
          kind={kind}
          solds={draft.solds}
          options={model.solds}
          isDisabled={locked}
          needsBranchAndBroker={needsBranchAndBroker}
          branchHint={needsBranchAndBroker && datesSet}
          csvStatus={model.csvStatus}
          onCsv={(file) => void actions.uploadCsv(file)}
          onRemoveCsv={actions.removeCsv}
          onAdd={actions.addSold}
          onRemove={actions.removeSold}
        />
      )}
      {needsBranchAndBroker && datesSet && draft.mode !== 'sold' && <Hint>{MESSAGES.audience.needBranchAndBroker}</Hint>}
    </StepBody>
  );
}
