import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { unitExplorerHref } from '../../../ui/unitLinks';
import type { UnitTarget } from '../model/fieldDisplay';

/** A link that opens a unit in its explorer (records-explorer §2: `explorer?business_process=…&pk=…`). */
export function UnitTargetLink({
  target,
  children,
  testId,
}: {
  target: UnitTarget;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Link
      component={RouterLink}
      to={unitExplorerHref(target.uid, target.businessProcess)}
      data-testid={testId}
      data-uid={target.uid}
    >
      {children}
    </Link>
  );
}
