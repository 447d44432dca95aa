import { useEffect } from 'react';
import { styled } from 'styled-components';
import { Banner, Button, ConectaGlobalStyle, ConectaThemeProvider } from '@conecta/ui';
import { CONFIG_MESSAGES, describeIssue } from './config-messages';
import type { ConfigIssue, ConfigProblemKind } from './runtime-config';

const EXAMPLE = `{
  "apiBaseUrl": "https://api.conecta.example",
  "ipLookupUrl": "https://api.ipify.org?format=json",
  "merchandisingUrl": "https://merchandising.conecta.example",
  "apiTimeoutMs": 30000
}`;

const Page = styled.main`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  p,
  ul {
    margin: 0;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  pre {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export interface ConfigProblemProps {
  /** What went wrong. */
  kind: ConfigProblemKind;
  /** What is wrong with the file, one issue each (said in Portuguese). */
  issues: readonly ConfigIssue[];
  /** 'Tentar novamente' (a file that could not be read). @default reloads the page */
  onRetry?: () => void;
}

/**
 * What the production build shows instead of starting when its `/config.json` is missing, cannot be
 * read or has errors: what is wrong, and what the person who deploys it must publish.
 */
export function ConfigProblem({
  kind,
  issues,
  onRetry = () => window.location.reload(),
}: ConfigProblemProps) {
  const title = CONFIG_MESSAGES.title[kind];
  const problems = issues.map(describeIssue);
  useEffect(() => {
    document.title = `${title} · Conecta`;
  }, [title]);
  return (
    <ConectaThemeProvider>
      <ConectaGlobalStyle />
      <Page>
        <h1>{title}</h1>
        <Banner tone="error" title={CONFIG_MESSAGES.lead[kind]}>
          {problems.length > 0 ? (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </Banner>
        <p>{CONFIG_MESSAGES.who}</p>
        <pre>{EXAMPLE}</pre>
        <p>{CONFIG_MESSAGES.docs}</p>
        {kind === 'unavailable' ? (
          <div>
            <Button onPress={onRetry}>{CONFIG_MESSAGES.retry}</Button>
          </div>
        ) : null}
      </Page>
    </ConectaThemeProvider>
  );
}
