import AddIcon from '@mui/icons-material/Add';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LocationRecord, LocationTypeRecord } from '@qualium/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useIsMobile } from '../../../ui/useIsMobile';
import { adminApi } from '../api/endpoints';
import { AdminPanel } from '../common/AdminPanel';
import { EmptyList, NoMatches } from '../common/AdminStates';
import { deleteTexts } from '../common/deleteTexts';
import { useAdminList, useReload } from '../common/queries';
import { RowAction } from '../common/RowAction';
import { useAdminScope } from '../common/useAdminScope';
import { type LocationGroup, locationGroups } from './groups';
import { LocationDialog, LocationTypeDialog } from './LocationDialogs';

type Open =
  | { kind: 'type'; type: LocationTypeRecord | null }
  | { kind: 'location'; location: LocationRecord | null; typeId: number }
  | { kind: 'deleteType'; type: LocationTypeRecord }
  | { kind: 'deleteLocation'; location: LocationRecord };

/**
 * Screen `locations` (spec §2.9 "Locations"): the company's location types, each with its
 * locations — reference and coordinates — in one table; add, edit and delete both in modals.
 */
export default function LocationsPage() {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const scope = useAdminScope();
  const types = useAdminList('locationTypes', scope, adminApi.locationTypes.list);
  const locations = useAdminList('locations', scope, adminApi.locations.list);
  const reload = useReload('locationTypes', 'locations');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = types.data?.can_edit === true;
  const groups = locationGroups(types.data?.results ?? [], locations.data?.results ?? [], search);
  const coordinate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  const number = (value: number | null) => (value === null ? '—' : coordinate.format(value));
  const query = types.isError ? types : locations.isError ? locations : types.isPending ? types : locations;
  const saved = () => {
    setOpen(null);
    reload();
  };

  const typeActions = (type: LocationTypeRecord) => (
    <>
      <RowAction
        label={t('admin.locations.addLocation')}
        icon={<AddLocationAltIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'location', location: null, typeId: type.id })}
        disabled={!canEdit}
        testId={`location-type-add-${type.id}`}
      />
      <RowAction
        label={t('admin.common.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'type', type })}
        disabled={!canEdit}
        testId={`location-type-edit-${type.id}`}
      />
      <RowAction
        label={t('admin.common.delete')}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'deleteType', type })}
        disabled={!canEdit}
        testId={`location-type-delete-${type.id}`}
        color="error"
      />
    </>
  );
  const locationActions = (location: LocationRecord) => (
    <>
      <RowAction
        label={t('admin.common.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'location', location, typeId: location.location_type })}
        disabled={!canEdit}
        testId={`location-edit-${location.id}`}
      />
      <RowAction
        label={t('admin.common.delete')}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'deleteLocation', location })}
        disabled={!canEdit}
        testId={`location-delete-${location.id}`}
        color="error"
      />
    </>
  );
  const countChip = (group: LocationGroup) => (
    <Chip size="small" variant="outlined" label={t('admin.locations.count', { count: group.type.locations_count })} />
  );

  const desktop = (
    <TableContainer>
      <Table size="small" data-testid="locations-table">
        <TableHead>
          <TableRow>
            {['type', 'location', 'reference', 'longitude', 'latitude'].map((c) => (
              <TableCell
                key={c}
                sx={{ fontWeight: 600 }}
                align={c === 'longitude' || c === 'latitude' ? 'right' : 'left'}
              >
                {t(`admin.locations.columns.${c}`)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('admin.common.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.type.id}>
              <TableRow data-testid={`location-type-row-${group.type.id}`} sx={{ bgcolor: 'action.hover' }}>
                <TableCell sx={{ fontWeight: 700 }}>{group.type.name}</TableCell>
                <TableCell colSpan={4}>{countChip(group)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {typeActions(group.type)}
                </TableCell>
              </TableRow>
              {group.locations.map((l) => (
                <TableRow key={l.id} hover data-testid={`location-row-${l.id}`}>
                  <TableCell />
                  <TableCell>{l.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.reference}</TableCell>
                  <TableCell align="right">{number(l.longitude)}</TableCell>
                  <TableCell align="right">{number(l.latitude)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {locationActions(l)}
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const phone = (
    <Stack divider={<Divider />} data-testid="locations-cards">
      {groups.map((group) => (
        <Box key={group.type.id} sx={{ py: 1 }} data-testid={`location-type-row-${group.type.id}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
            <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>{group.type.name}</Typography>
            {typeActions(group.type)}
          </Box>
          {group.locations.map((l) => (
            <Box
              key={l.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 3, pr: 2, py: 0.5 }}
              data-testid={`location-row-${l.id}`}
            >
              <PlaceIcon fontSize="small" color="action" />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {l.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[l.reference, `${number(l.latitude)}, ${number(l.longitude)}`].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              {locationActions(l)}
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );

  const empty = (types.data?.results.length ?? 0) === 0;
  return (
    <AdminPanel
      testId="locations-page"
      title={t('admin.locations.title')}
      subtitle={t('admin.common.company', { name: scope.siteName })}
      canEdit={canEdit}
      query={query}
      search={search}
      onSearch={setSearch}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpen({ kind: 'type', type: null })}
          disabled={!canEdit}
          data-testid="location-type-add"
        >
          {t('admin.locations.addType')}
        </Button>
      }
    >
      {empty ? (
        <EmptyList title={t('admin.locations.empty')} hint={canEdit ? t('admin.locations.emptyHint') : undefined} />
      ) : groups.length === 0 ? (
        <NoMatches query={search} />
      ) : mobile ? (
        phone
      ) : (
        desktop
      )}
      {open?.kind === 'type' && (
        <LocationTypeDialog scope={scope} type={open.type} onClose={() => setOpen(null)} onSaved={saved} />
      )}
      {open?.kind === 'location' && (
        <LocationDialog
          scope={scope}
          location={open.location}
          typeId={open.typeId}
          types={types.data?.results ?? []}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      {open?.kind === 'deleteType' && (
        <ConfirmDialog
          testId="location-type-delete-dialog"
          title={t('admin.locations.deleteTypeTitle')}
          question={t('admin.locations.deleteTypeQuestion', { name: open.type.name })}
          {...deleteTexts(t)}
          onConfirm={async () => {
            await adminApi.locationTypes.remove(scope, open.type.id);
            reload();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'deleteLocation' && (
        <ConfirmDialog
          testId="location-delete-dialog"
          title={t('admin.locations.deleteLocationTitle')}
          question={t('admin.locations.deleteLocationQuestion', { name: open.location.name })}
          {...deleteTexts(t)}
          onConfirm={async () => {
            await adminApi.locations.remove(scope, open.location.id);
            reload();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </AdminPanel>
  );
}
