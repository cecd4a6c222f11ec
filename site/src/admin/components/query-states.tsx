// What every admin list shows before its content (admin-back-office.md section 7):
// "Chargement..." while the query runs, the error message when it fails, the empty
// state when there is nothing to list; the content only with data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';

export function QueryStates<T>({
  query,
  loadingText = 'Chargement...',
  errorText,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: UseQueryResult<T>;
  loadingText?: string;
  errorText: string;
  /** Shown when `isEmpty` (by default: an empty array). */
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError)
    return (
      <ErrorState text={errorText}>
        <RetryButton query={query} />
      </ErrorState>
    );
  return isEmpty(query.data) ? empty : children(query.data);
}

/**
 * A read that failed (a stalled connection gives up after READ_TIMEOUT_MS) is tried again
 * here: under every screen's load error, the lists' and the founder's and site texts' alike.
 */
export function RetryButton({ query }: { query: Pick<UseQueryResult, 'refetch' | 'isFetching'> }) {
  return (
    <Button variant="secondary" onClick={() => void query.refetch()} aria-disabled={query.isFetching || undefined}>
      <RotateCw aria-hidden="true" className="h-4 w-4" />
      Réessayer
    </Button>
  );
}
