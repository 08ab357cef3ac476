import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { unitExplorerHref } from '../../../ui/unitLinks';
import { useBoxWidth } from '../../../ui/useBoxWidth';
import type { UnitLink } from '../model/fieldDisplay';
import { chipColumns, RELATED_CHIP_GAP_PX, splitChips } from '../model/relatedChips';

/**
 * The value of a related-record field as chips (records-explorer §9): four rows of as many columns
 * as fit, the rest as one "+N" chip that shows them all. Each chip opens its unit in the explorer
 * (`explorer?business_process=…&pk=…`, records-explorer §2).
 */
export function RelatedChips({ units }: { units: readonly UnitLink[] }) {
  const { t } = useTranslation();
  const [ref, width] = useBoxWidth();
  const [all, setAll] = useState(false);
  const columns = chipColumns(width);
  const { shown, more } = splitChips(units, columns);
  return (
    <Box
      ref={ref}
      data-testid="related-chips"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: `${RELATED_CHIP_GAP_PX}px`,
      }}
    >
      {(all ? units : shown).map((u) => (
        <Tooltip key={u.uid} title={u.text}>
          <Chip
            component={RouterLink}
            to={unitExplorerHref(u.uid, u.businessProcess)}
            clickable
            size="small"
            variant="outlined"
            color="primary"
            label={u.text}
            data-testid="related-chip"
            data-uid={u.uid}
            sx={{ maxWidth: '100%', justifyContent: 'flex-start' }}
          />
        </Tooltip>
      ))}
      {more > 0 && !all && (
        <Chip
          size="small"
          label={`+${more}`}
          onClick={() => setAll(true)}
          aria-label={t('viewer.relatedChips.more', { count: more })}
          data-testid="related-chips-more"
          sx={{ justifySelf: 'start' }}
        />
      )}
      {more > 0 && all && (
        <Chip
          size="small"
          label={t('viewer.relatedChips.less')}
          onClick={() => setAll(false)}
          data-testid="related-chips-less"
          sx={{ justifySelf: 'start' }}
        />
      )}
    </Box>
  );
}
