import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Banner, Button } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { commentsAtom } from '../state/atoms';
import { queryKeys } from '../state/keys';
import * as requests from '../state/requests';
import { useScreen } from './screen-context';

/**
 * Reads the values' comments (issue 26) and hands them to the cards through `commentsAtom`. Its own
 * component, so the read's own states (fetching, answered) re-render only it — never the screen, the
 * totals or the cards (RenderIsolation). A failed read is said here, with 'Tentar novamente': the
 * comments are secondary, the values stay usable.
 */
export function CommentsSync() {
  const { ctx, chosen } = useScreen();
  const comments = useQuery({
    queryKey: queryKeys.comments(ctx, chosen),
    queryFn: ({ signal }) => requests.fetchComments(ctx, chosen, signal),
  });
  const setComments = useSetAtom(commentsAtom);
  useEffect(() => {
    if (comments.data) setComments(comments.data);
  }, [comments.data, setComments]);
  if (!comments.isError || comments.isFetching) return null;
  return (
    <Banner
      tone="info"
      action={
        <Button size="sm" variant="secondary" onPress={() => void comments.refetch()}>
          {MESSAGES.comments.retry}
        </Button>
      }
    >
      {MESSAGES.comments.failed}
    </Banner>
  );
}
