import { Suspense } from 'react';
import { preloadableLazy } from '../../ui/preloadableLazy';
import type { UnitViewerProps } from './UnitViewer';
import { ViewerLoading } from './ViewerStates';

const Viewer = preloadableLazy<UnitViewerProps>(() => import('./UnitViewer').then((m) => ({ default: m.UnitViewer })));

/**
 * The unit viewer as other screens show it: a chunk of its own (its boxes, tabs and dialogs), so
 * that a list does not load it before its first row; fetched when a unit is first opened, or
 * ahead by the explorer's warm-up, with the viewer's loading state meanwhile.
 */
export function LazyUnitViewer(props: UnitViewerProps) {
  return (
    <Suspense fallback={<ViewerLoading />}>
      <Viewer {...props} />
    </Suspense>
  );
}

/** Fetches the viewer's code ahead, so that opening a unit shows it at once. */
export const preloadUnitViewer = Viewer.preload;
