import { Suspense } from 'react';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { ListSkeleton, LoadFailed, NoData, ViewComing } from '../ExplorerStates';
import type { ViewEntry } from './registry';
import type { ViewProps } from './types';

/**
 * The list area of an explorer once its view is known: the view (a lazy chunk, behind an error
 * boundary), or the designed state instead of it — a view still to come, a failed first load, or
 * nothing matching (with "clear all filters" when filters are applied).
 */
export function ViewHost({
  entry,
  failed,
  onRetry,
  onClearFilters,
  emptyHint,
  ...props
}: ViewProps & {
  entry: ViewEntry;
  /** The last load of the list failed. */
  failed: boolean;
  onRetry(): void;
  onClearFilters?: () => void;
  /** What an empty list means when nothing is filtered (an embedded list says what it would show). */
  emptyHint?: string;
}) {
  if (!entry.Component) return <ViewComing kind={props.view.kind} />;
  if (entry.usesList && failed && !props.list.data) return <LoadFailed onRetry={onRetry} />;
  if (entry.usesList && props.list.data?.count === 0 && !props.list.fetching) {
    return <NoData onClearFilters={onClearFilters} hint={emptyHint} />;
  }
  const ViewComponent = entry.Component;
  return (
    <ErrorBoundary resetKey={props.view} fallback={(retry) => <LoadFailed onRetry={retry} />}>
      <Suspense fallback={<ListSkeleton />}>
        <ViewComponent {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
