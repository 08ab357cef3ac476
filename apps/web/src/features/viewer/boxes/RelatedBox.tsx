import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { BpBox } from '@qualium/contracts';
import { Suspense, useContext } from 'react';
import { RelatedListContext } from '../relatedList';
import { useViewer } from '../ViewerContext';

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
 * names none, layout.ts). The list is the host's (RelatedListContext), loaded when a related box is
 * first opened.
 */
export function RelatedBox({ box }: { box: Extract<BpBox, { kind: 'related' }> }) {
  const { unit } = useViewer();
  const RelatedList = useContext(RelatedListContext);
  if (!RelatedList) return null;
  return (
    <Suspense fallback={<RelatedLoading />}>
      <RelatedList uid={unit.uid} businessProcess={unit.business_process} businessProcesses={box.business_processes} />
    </Suspense>
  );
}
