import { CircleCheck, CircleMinus, CircleX, Clock, ExternalLink, ImageOff, ShieldAlert } from 'lucide-react';
import { styled } from 'styled-components';
import type { ReactElement } from 'react';
import { Button, Dialog, visuallyHidden } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { Achievement } from '../state/achievement';
import { linkView } from '../state/links';
import { participantCounts } from '../state/status';
import { useRetained } from './use-retained';
import type { BrokerStatus, NotificationRow } from '../state/types';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  /* A word longer than the line (a bare address) breaks; no other word does, and table columns
     are never squeezed below their longest word ('anywhere' would let them: 'Orige m'). */
  overflow-wrap: break-word;

  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    max-height: 320px;
    overflow: auto;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;

  img {
    display: block;
    max-width: 100%;
    max-height: 280px;
    object-fit: contain;
  }
  span {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Unsafe = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};

  code {
    font-family: ${({ theme }) => theme.typography.monoFamily};
    overflow-wrap: anywhere;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.warningText};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const StatusIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-status='aceita'] {
    color: ${({ theme }) => theme.colors.successText};
  }
  &[data-status='recusada'] {
    color: ${({ theme }) => theme.colors.errorText};
  }
  &[data-status='aguardando'] {
    color: ${({ theme }) => theme.colors.warningText};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Grow = styled.span`
  flex: 1;
`;

interface RowDialogProps {
  row: NotificationRow | null;
  onClose: () => void;
}

const closeOnDismiss = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

/** Preview (§2): title, image or a placeholder, message, the optional hyperlink, Fechar. */
export function PreviewDialog({ row: current, onClose }: RowDialogProps) {
  const row = useRetained(current);
  const link = row ? linkView(row.linkName, row.link) : { kind: 'none' as const };
  return (
    <Dialog
      isOpen={current !== null}
      onOpenChange={closeOnDismiss(onClose)}
      title={row?.title ?? ''}
      size="md"
      actions={<Button onPress={onClose}>{MESSAGES.dialogs.close}</Button>}
    >
      {row && (
        <Body>
          <Picture>
            {row.imageUrl ? (
              <img src={row.imageUrl} alt={MESSAGES.dialogs.imageAlt(row.description)} />
            ) : (
              <span role="img" aria-label={MESSAGES.dialogs.noImage}>
                <ImageOff size={40} aria-hidden="true" />
                <span aria-hidden="true">{MESSAGES.dialogs.noImage}</span>
              </span>
            )}
          </Picture>
          <p>{row.message}</p>
          {link.kind === 'link' && (
            <p>
              <Link href={link.href} target="_blank" rel="noopener noreferrer">
                {link.text}
                <ExternalLink size={14} aria-hidden="true" />
                <Hidden>{` ${MESSAGES.dialogs.newTab}`}</Hidden>
              </Link>
              <br />
              <small>{link.href}</small>
            </p>
          )}
          {link.kind === 'unsafe' && (
            <Unsafe data-nc-unsafe-link>
              {row.linkName && <strong>{row.linkName}</strong>}
              <code>{link.text}</code>
              <span>
                <ShieldAlert size={16} aria-hidden="true" />
                {MESSAGES.dialogs.unsafeLink}
              </span>
            </Unsafe>
          )}
        </Body>
      )}
    </Dialog>
  );
}

/** Audience list (§2): the title is the count plus the type; Ok. */
export function AudienceDialog({ row: current, onClose }: RowDialogProps) {
  const row = useRetained(current);
  const count = row?.audience.length ?? 0;
  const type = row ? MESSAGES.audience[row.audienceType] : MESSAGES.audience.canal;
  return (
    <Dialog
      isOpen={current !== null}
      onOpenChange={closeOnDismiss(onClose)}
      title={MESSAGES.dialogs.audienceTitle(count, count === 1 ? type.one : type.many)}
      actions={<Button onPress={onClose}>{MESSAGES.dialogs.ok}</Button>}
    >
      {row && (
        <Body>
          <ul aria-label={MESSAGES.columns.publico}>
            {row.audience.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </Body>
      )}
    </Dialog>
  );
}

const STATUS_ICONS: Record<BrokerStatus, ReactElement> = {
  aceita: <CircleCheck size={18} aria-hidden="true" />,
  recusada: <CircleX size={18} aria-hidden="true" />,
  aguardando: <Clock size={18} aria-hidden="true" />,
  desabilitado: <CircleMinus size={18} aria-hidden="true" />,
  outro: <CircleMinus size={18} aria-hidden="true" />,
};

/** Participating brokers (§2): accepted, waiting and total counts, a status per broker, Ok. */
export function ParticipantsDialog({ row: current, onClose }: RowDialogProps) {
  const row = useRetained(current);
  const participants = row?.participants ?? [];
  const counts = participantCounts(participants);
  return (
    <Dialog
      isOpen={current !== null}
      onOpenChange={closeOnDismiss(onClose)}
      title={participants.length === 1 ? MESSAGES.dialogs.participantsOne : MESSAGES.dialogs.participantsMany}
      size="md"
      actions={<Button onPress={onClose}>{MESSAGES.dialogs.ok}</Button>}
    >
      {row && (
        <Body>
          <Counts>
            <div>
              <dt>{MESSAGES.dialogs.accepted}</dt>
              <dd>{counts.accepted}</dd>
            </div>
            <div>
              <dt>{MESSAGES.dialogs.waiting}</dt>
              <dd>{counts.waiting}</dd>
            </div>
            <div>
              <dt>{MESSAGES.dialogs.total}</dt>
              <dd>{counts.total}</dd>
            </div>
          </Counts>
          <ul aria-label={MESSAGES.columns.brokers}>
            {participants.map((participant) => (
              <li key={participant.id}>
                <StatusIcon data-status={participant.status}>{STATUS_ICONS[participant.status]}</StatusIcon>
                <Grow>{participant.label}</Grow>
                <span>{participant.statusText}</span>
              </li>
            ))}
          </ul>
        </Body>
      )}
    </Dialog>
  );
}

/** 'Informações de atingimento da notificação' (§2): Id notificação, Origem, Quantidade Brokers, Público, Lidos. */
export function AchievementDialog({ info: current, onClose }: { info: Achievement | null; onClose: () => void }) {
  const info = useRetained(current);
  const columns = MESSAGES.dialogs.achievementColumns;
  return (
    <Dialog
      isOpen={current !== null}
      onOpenChange={closeOnDismiss(onClose)}
      title={MESSAGES.dialogs.achievementTitle}
      size="md"
      actions={<Button onPress={onClose}>{MESSAGES.dialogs.ok}</Button>}
    >
      {info && (
        <Body>
          <table aria-label={MESSAGES.dialogs.achievementTitle}>
            <thead>
              <tr>
                <th scope="col">{columns.id}</th>
                <th scope="col">{columns.origem}</th>
                <th scope="col">{columns.brokers}</th>
                <th scope="col">{columns.publico}</th>
                <th scope="col">{columns.lidos}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{info.id}</td>
                <td>{info.origem}</td>
                <td>{info.brokers}</td>
                <td>{info.publico}</td>
                <td>{info.lidos}</td>
              </tr>
            </tbody>
          </table>
        </Body>
      )}
    </Dialog>
  );
}
