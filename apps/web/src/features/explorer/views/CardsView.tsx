import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DEFAULT_CARD_COLUMNS, type UnitCollection, type UnitListItem } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { ShortText } from '../../../ui/ShortText';
import { useSeen } from '../../../ui/useSeen';
import { ActionIcons } from '../../viewer';
import { UnitCell } from './cells';
import { ListFooter } from './ListFooter';
import { isSelected, NO_SELECTION, type Selection, toggleUnit } from './selection';
import type { ViewProps } from './types';
import { UnitActionsScope } from './UnitActionsScope';

function labelOf(collection: UnitCollection, name: string): string {
  return collection.labels[name] ?? collection.columns.find((c) => c.name === name)?.label ?? name;
}

const GRID = {
  display: 'grid',
  gap: 2,
  p: { xs: 1, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * The cards view (records-explorer §2): reference and title, the card's columns (creation date,
 * state, responsible, limit and closing date unless the business process lays out its own), and
 * an action bar with the unit's actions. Forced on mobile.
 */
export default function CardsView(props: ViewProps) {
  const { view, list, selection, onOpenUnit } = props;
  const ticked = selection?.value ?? NO_SELECTION;
  const data = list.data;
  const columns = view.kind === 'cards' ? view.columns.map((c) => c.field) : [...DEFAULT_CARD_COLUMNS];

  return (
    <Box sx={{ position: 'relative' }}>
      {list.fetching && data && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      <Box sx={GRID} data-testid="explorer-cards" aria-busy={list.fetching}>
        {!data &&
          Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        {data?.units.map((unit) => (
          <UnitCard
            key={unit.uid}
            unit={unit}
            columns={columns}
            collection={data}
            selection={selection}
            ticked={ticked}
            onOpenUnit={onOpenUnit}
          />
        ))}
      </Box>
      <ListFooter {...props} />
    </Box>
  );
}

/**
 * One card: reference, title and the card's columns (a click opens the unit), then the action bar —
 * the tick box and the unit's own actions, the viewer's icons (transitions, contacts, reports,
 * downloads, navigate, view unit), loaded once the card comes near the screen.
 */
function UnitCard({
  unit,
  columns,
  collection,
  selection,
  ticked,
  onOpenUnit,
}: {
  unit: UnitListItem;
  columns: readonly string[];
  collection: UnitCollection;
  selection: ViewProps['selection'];
  ticked: Selection;
  onOpenUnit(uid: string): void;
}) {
  const { t } = useTranslation();
  const [barRef, seen] = useSeen<HTMLDivElement>();
  return (
    <Card
      variant="outlined"
      data-testid="unit-card"
      data-uid={unit.uid}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderLeft: 4,
        borderLeftColor: unit.current_workflow_state.color,
        outline: isSelected(ticked, unit.uid) ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <CardActionArea onClick={() => onOpenUnit(unit.uid)} sx={{ flex: 1, alignItems: 'stretch' }}>
        <CardContent>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 0.3 }}>
            {unit.reference}
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 1.5, lineHeight: 1.3 }} data-testid="card-title">
            <ShortText text={unit.title} />
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
          >
            {columns.map((name) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {labelOf(collection, name)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <UnitCell unit={unit} column={name} size="card" />
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </CardActionArea>
      <CardActions
        ref={barRef}
        data-testid="card-actions"
        sx={{ gap: 0.5, borderTop: 1, borderColor: 'divider', py: 0.25, px: 0.5, flexWrap: 'wrap' }}
      >
        {selection && (
          <Checkbox
            size="small"
            checked={isSelected(ticked, unit.uid)}
            onChange={() => selection.onChange(toggleUnit(ticked, unit.uid))}
            slotProps={{
              input: { 'aria-label': t('explorer.selection.row', { reference: unit.reference }) } as object,
            }}
          />
        )}
        <UnitActionsScope
          uid={unit.uid}
          wanted={seen}
          onOpenUnit={onOpenUnit}
          fullError={false}
          loading={<Skeleton width={120} height={36} aria-label={t('loading')} />}
        >
          {(handlers) => <ActionIcons fullPage={false} {...handlers} />}
        </UnitActionsScope>
      </CardActions>
    </Card>
  );
}
