/**
 * A story whose name names a state — loading, empty, error — must show that state at some moment
 * of its render and play (issue 20: a PM trusts a story's name). Watched from the story's
 * `beforeEach` to its `afterEach`, in the story tests (not on docs pages, where play functions do
 * not run).
 */

/** One state a story name can announce, and how the page shows it. */
interface NamedState {
  state: 'loading' | 'empty' | 'error';
  /** Story names that announce it. */
  name: RegExp;
  /** Whether the page shows it now. */
  shows: (body: HTMLElement) => boolean;
}

/** Texts of an empty list or screen in the specs' words ('Nenhum…', 'No momento, …', 'Não há…'). */
const EMPTY_TEXT = /nenhum|nenhuma|não há|no momento|sem dados|não houve retorno|vazi/i;
/** Texts of a failure ('Erro', 'Não foi possível…', 'Algo deu errado', 'Tente novamente…'). */
const ERROR_TEXT = /erro|não foi possível|algo deu errado|falh|tente novamente|não respondeu|inválid/i;

export const NAMED_STATES: readonly NamedState[] = [
  {
    state: 'loading',
    name: /loading|carregando/i,
    shows: (body) => body.querySelector('[role="progressbar"], [aria-busy="true"]') !== null,
  },
  {
    state: 'empty',
    name: /empty|vazi|sem dados|nenhum/i,
    shows: (body) => body.querySelector('[data-empty]') !== null || EMPTY_TEXT.test(body.textContent ?? ''),
  },
  {
    state: 'error',
    name: /error|erro|falha|fail|timeout/i,
    shows: (body) =>
      body.querySelector('[role="alert"], [role="alertdialog"], [aria-invalid="true"]') !== null ||
      ERROR_TEXT.test(body.textContent ?? ''),
  },
];

/** The states a story's name announces. */
export const statesNamedBy = (storyName: string) => NAMED_STATES.filter((item) => item.name.test(storyName));

/**
 * Starts watching the page for the states `storyName` announces; the returned function stops
 * and lists the states never shown. Checks at every change of the page, until each state showed.
 */
export function watchNamedStates(storyName: string): () => NamedState['state'][] {
  const pending = new Set(statesNamedBy(storyName));
  const check = () => {
    for (const item of pending) if (item.shows(document.body)) pending.delete(item);
  };
  check();
  if (pending.size === 0) return () => [];
  const observer = new MutationObserver(() => {
    check();
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['role', 'aria-busy', 'aria-invalid'] });
  return () => {
    observer.disconnect();
    check();
    return [...pending].map((item) => item.state);
  };
}
