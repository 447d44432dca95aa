import { Component, createContext, useContext, useId, type ErrorInfo, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';

/** Where caught render errors are reported (one hook for a whole host). */
export type ErrorReporter = (error: unknown, info: { componentStack?: string | null | undefined }) => void;

/** The default reporter: the browser console (demo mode, workbench). */
export const consoleReporter: ErrorReporter = (error, info) => {
  console.error('Conecta: erro de renderização', error, info.componentStack ?? '');
};

const ReporterContext = createContext<ErrorReporter | null>(null);

export interface ErrorReportingProviderProps {
  /** Receives every error an `ErrorBoundary` below catches (a monitoring service, a log). */
  onError: ErrorReporter;
  /** The part of the page whose errors go to `onError`. */
  children: ReactNode;
}

/** Sends the errors every `ErrorBoundary` below catches to one reporting hook. */
export function ErrorReportingProvider({ onError, children }: ErrorReportingProviderProps) {
  return <ReporterContext.Provider value={onError}>{children}</ReporterContext.Provider>;
}

/** The boundary's fixed texts (the spec's generic failure lines). */
export interface ErrorBoundaryLabels {
  /** @default 'Algo deu errado!' */
  title: string;
  /** @default 'Tente novamente mais tarde.' */
  message: string;
  /** @default 'Tentar novamente' */
  retry: string;
}

const DEFAULT_LABELS: ErrorBoundaryLabels = {
  title: 'Algo deu errado!',
  message: 'Tente novamente mais tarde.',
  retry: 'Tentar novamente',
};

export interface ErrorBoundaryProps {
  /** The part of the page that may fail. */
  children: ReactNode;
  /** Reporting hook for what this boundary catches.
   * @default the nearest `ErrorReportingProvider`'s, else the console */
  onError?: ErrorReporter;
  /** Called by 'Tentar novamente' before the children render again (e.g. reset failed queries). */
  onReset?: () => void;
  /** When any of these values changes, a caught error is forgotten (e.g. the route's path). */
  resetKeys?: readonly unknown[];
  /** A way back beside 'Tentar novamente', e.g. 'Voltar para o início'. */
  backAction?: { label: string; onPress: () => void };
  /** Texts (pt-BR defaults). */
  labels?: Partial<ErrorBoundaryLabels>;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.errorText};
  }
  p { margin: 0; }
  > svg { color: ${({ theme }) => theme.colors.errorText}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

interface InnerProps extends Omit<ErrorBoundaryProps, 'onError'> {
  report: ErrorReporter;
  titleId: string;
}

interface InnerState {
  error: unknown;
  failed: boolean;
  keys: readonly unknown[] | undefined;
}

const sameKeys = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((value, i) => Object.is(value, b[i])));

class Boundary extends Component<InnerProps, InnerState> {
  override state: InnerState = { error: null, failed: false, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<InnerState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: InnerProps, state: InnerState): Partial<InnerState> | null {
    if (sameKeys(props.resetKeys, state.keys)) return null;
    return { keys: props.resetKeys, failed: false, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.report(error, { componentStack: info.componentStack });
  }

  private retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false, error: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const text = { ...DEFAULT_LABELS, ...this.props.labels };
    const { backAction } = this.props;
    return (
      <Panel role="alert" aria-labelledby={this.props.titleId}>
        <CircleAlert size={32} aria-hidden="true" />
        <h2 id={this.props.titleId}>{text.title}</h2>
        <p>{text.message}</p>
        <Actions>
          <Button onPress={this.retry}>{text.retry}</Button>
          {backAction ? (
            <Button variant="secondary" onPress={backAction.onPress}>
              {backAction.label}
            </Button>
          ) : null}
        </Actions>
      </Panel>
    );
  }
}

/**
 * Catches what the part of the page below it throws while rendering (a wrong-shaped answer, a bug),
 * so the rest of the page keeps working: it shows 'Algo deu errado!' / 'Tente novamente mais
 * tarde.' with 'Tentar novamente' (and an optional way back), and reports the error once to
 * `onError` (or the nearest `ErrorReportingProvider`, else the console).
 */
export function ErrorBoundary({ onError, ...props }: ErrorBoundaryProps) {
  const provided = useContext(ReporterContext);
  const titleId = useId();
  return <Boundary {...props} titleId={titleId} report={onError ?? provided ?? consoleReporter} />;
}
