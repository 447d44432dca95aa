import type { ReactNode } from 'react';
import { CircleAlert, Info, TriangleAlert, X } from 'lucide-react';
import { styled, css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../styles';

/** Tone of a banner: `error` is the specs' "alert banner" and is announced at once (role alert). */
export type BannerTone = 'info' | 'warning' | 'error';

export interface BannerProps {
  /** Colour, icon, spoken prefix and politeness.
   * @default 'warning' */
  tone?: BannerTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** An action beside the message, e.g. a link `Button` 'Voltar para o Planejamento'. */
  action?: ReactNode;
  /** When given, a 'Fechar' button hides the banner through this callback. */
  onDismiss?: () => void;
  /** Word read before the message so the tone is not conveyed by colour alone.
   * @default 'Informação:', 'Atenção:' or 'Erro:' by tone */
  toneLabel?: string;
  /** Accessible name of the dismiss button.
   * @default 'Fechar' */
  dismissLabel?: string;
}

const tones = {
  info: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    --banner-accent: ${({ theme }) => theme.colors.primary};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    border-color: ${({ theme }) => theme.colors.warning};
    --banner-accent: ${({ theme }) => theme.colors.warningText};
  `,
  error: css`
    background: ${({ theme }) => theme.colors.errorSoft};
    border-color: ${({ theme }) => theme.colors.error};
    --banner-accent: ${({ theme }) => theme.colors.errorText};
  `,
};

const Root = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  ${({ $tone }) => tones[$tone]}
  > svg { flex: none; margin-top: 2px; color: var(--banner-accent); }
`;

const Content = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  p { margin: 0; }
`;

const Title = styled.strong`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: var(--banner-accent);
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Side = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A plain button, so a Banner (the sign-in form's error) does not bring react-aria's press handling. */
const Dismiss = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  @media (hover: hover) {
    &:hover { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  }
  &:focus-visible { ${focusRing} }
`;

const icons: Record<BannerTone, ReactNode> = {
  info: <Info size={20} aria-hidden="true" />,
  warning: <TriangleAlert size={20} aria-hidden="true" />,
  error: <CircleAlert size={20} aria-hidden="true" />,
};

const toneLabels: Record<BannerTone, string> = { info: 'Informação:', warning: 'Atenção:', error: 'Erro:' };

/**
 * An inline message across the content: an icon, a spoken tone word and the text, never colour alone.
 * `error` uses role alert (announced at once); `info` and `warning` use role status.
 */
export function Banner({
  tone = 'warning',
  title,
  children,
  action,
  onDismiss,
  toneLabel = toneLabels[tone],
  dismissLabel = 'Fechar',
}: BannerProps) {
  return (
    <Root $tone={tone} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {icons[tone]}
      <Content>
        {title !== undefined && <Title>{title}</Title>}
        <p>
          <Hidden>{toneLabel} </Hidden>
          {children}
        </p>
      </Content>
      {(action || onDismiss) && (
        <Side>
          {action}
          {onDismiss && (
            <Dismiss aria-label={dismissLabel} onClick={onDismiss}>
              <X size={16} aria-hidden="true" />
            </Dismiss>
          )}
        </Side>
      )}
    </Root>
  );
}
