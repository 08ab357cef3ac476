import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { BpBox } from '@qualium/contracts';
import { lazy, Suspense } from 'react';
import { useViewer } from '../ViewerContext';

// The explorer's list, filters and paging, loaded when a related box is first opened.
const RelatedExplorer = lazy(() => import('../../explorer/related/RelatedExplorer'));

function RelatedLoading() {
  return (
    <Box aria-busy="true">
      <Skeleton height={48} width="60%" />
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={32} />
      ))}
    </Box>
  );
}

/**
 * The related box (records-explorer §2 Inline viewer): an embedded explorer of the units related
 * to this one, limited to the business processes the box names (every one but NOTIF_* when it
 * names none, layout.ts).
 */
export function RelatedBox({ box }: { box: Extract<BpBox, { kind: 'related' }> }) {
  const { unit } = useViewer();
  return (
    <Suspense fallback={<RelatedLoading />}>
      <RelatedExplorer
        uid={unit.uid}
        businessProcess={unit.business_process}
        businessProcesses={box.business_processes}
      />
    </Suspense>
  );
}
