import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { LocationRecord, LocationTypeRecord } from '@qualium/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../api/endpoints';
import { AdminPanel } from '../common/AdminPanel';
import { ActionsCell, AdminTable } from '../common/AdminTable';
import { DeleteConfirm } from '../common/DeleteConfirm';
import { PhoneGroup, PhoneList, PhoneRow } from '../common/PhoneList';
import { useAdminList, useReload } from '../common/queries';
import { DeleteAction, EditAction, RowAction } from '../common/RowAction';
import { useAdminScope } from '../common/useAdminScope';
import { type LocationGroup, locationGroups } from './groups';
import { LocationDialog, LocationTypeDialog } from './LocationDialogs';

type Open =
  | { kind: 'type'; type: LocationTypeRecord | null }
  | { kind: 'location'; location: LocationRecord | null; typeId: number }
  | { kind: 'deleteType'; type: LocationTypeRecord }
  | { kind: 'deleteLocation'; location: LocationRecord };

/** What the rows do: open a dialog, unless the user may not edit. */
interface RowProps {
  canEdit: boolean;
  onOpen(open: Open): void;
}

/** A coordinate in the interface language's form, a dash when there is none. */
function useCoordinate() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (value: number | null) => (value === null ? '—' : format.format(value));
}

function TypeActions({ type, canEdit, onOpen }: RowProps & { type: LocationTypeRecord }) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        label={t('admin.locations.addLocation')}
        icon={<AddLocationAltIcon fontSize="small" />}
        onClick={() => onOpen({ kind: 'location', location: null, typeId: type.id })}
        disabled={!canEdit}
        testId={`location-type-add-${type.id}`}
      />
      <EditAction
        onClick={() => onOpen({ kind: 'type', type })}
        disabled={!canEdit}
        testId={`location-type-edit-${type.id}`}
      />
      <DeleteAction
        onClick={() => onOpen({ kind: 'deleteType', type })}
        disabled={!canEdit}
        testId={`location-type-delete-${type.id}`}
      />
    </>
  );
}

function LocationActions({ location, canEdit, onOpen }: RowProps & { location: LocationRecord }) {
  return (
    <>
      <EditAction
        onClick={() => onOpen({ kind: 'location', location, typeId: location.location_type })}
        disabled={!canEdit}
        testId={`location-edit-${location.id}`}
      />
      <DeleteAction
        onClick={() => onOpen({ kind: 'deleteLocation', location })}
        disabled={!canEdit}
        testId={`location-delete-${location.id}`}
      />
    </>
  );
}

const COLUMNS = ['type', 'location', 'reference', 'longitude', 'latitude'] as const;

function LocationsTable({ groups, ...row }: RowProps & { groups: LocationGroup[] }) {
  const { t } = useTranslation();
  const coordinate = useCoordinate();
  const columns = COLUMNS.map((c) => ({
    key: c,
    label: t(`admin.locations.columns.${c}`),
    align: c === 'longitude' || c === 'latitude' ? ('right' as const) : ('left' as const),
  }));
  return (
    <AdminTable testId="locations-table" columns={columns}>
      {groups.map((group) => (
        <Fragment key={group.type.id}>
          <TableRow data-testid={`location-type-row-${group.type.id}`} sx={{ bgcolor: 'action.hover' }}>
            <TableCell sx={{ fontWeight: 700 }}>{group.type.name}</TableCell>
            <TableCell colSpan={4}>
              <Chip
                size="small"
                variant="outlined"
                label={t('admin.locations.count', { count: group.type.locations_count })}
              />
            </TableCell>
            <ActionsCell>
              <TypeActions type={group.type} {...row} />
            </ActionsCell>
          </TableRow>
          {group.locations.map((l) => (
            <TableRow key={l.id} hover data-testid={`location-row-${l.id}`}>
              <TableCell />
              <TableCell>{l.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.reference}</TableCell>
              <TableCell align="right">{coordinate(l.longitude)}</TableCell>
              <TableCell align="right">{coordinate(l.latitude)}</TableCell>
              <ActionsCell>
                <LocationActions location={l} {...row} />
              </ActionsCell>
            </TableRow>
          ))}
        </Fragment>
      ))}
    </AdminTable>
  );
}

function LocationCards({ groups, ...row }: RowProps & { groups: LocationGroup[] }) {
  const coordinate = useCoordinate();
  return (
    <PhoneList testId="locations-cards">
      {groups.map((group) => (
        <PhoneGroup
          key={group.type.id}
          testId={`location-type-row-${group.type.id}`}
          name={group.type.name}
          actions={<TypeActions type={group.type} {...row} />}
        >
          {group.locations.map((l) => (
            <PhoneRow
              key={l.id}
              testId={`location-row-${l.id}`}
              sx={{ gap: 1, pl: 3, pr: 2, py: 0.5 }}
              leading={<PlaceIcon fontSize="small" color="action" />}
              title={l.name}
              caption={[l.reference, `${coordinate(l.latitude)}, ${coordinate(l.longitude)}`]
                .filter(Boolean)
                .join(' · ')}
              actions={<LocationActions location={l} {...row} />}
            />
          ))}
        </PhoneGroup>
      ))}
    </PhoneList>
  );
}

/**
 * Screen `locations` (shell-and-admin §2.9 "Locations"): the company's location types, each with its
 * locations — reference and coordinates — in one table; add, edit and delete both in modals.
 */
export default function LocationsPage() {
  const { t } = useTranslation();
  const scope = useAdminScope();
  const types = useAdminList('locationTypes', scope, adminApi.locationTypes.list);
  const locations = useAdminList('locations', scope, adminApi.locations.list);
  const reload = useReload('locationTypes', 'locations');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = types.data?.can_edit === true;
  const groups = locationGroups(types.data?.results ?? [], locations.data?.results ?? [], search);
  const query = types.isError ? types : locations.isError ? locations : types.isPending ? types : locations;
  const close = () => setOpen(null);
  const saved = () => {
    close();
    reload();
  };
  const row: RowProps = { canEdit, onOpen: setOpen };

  return (
    <AdminPanel
      screen="locations"
      canEdit={canEdit}
      query={query}
      search={search}
      onSearch={setSearch}
      add={{
        label: t('admin.locations.addType'),
        testId: 'location-type-add',
        onClick: () => setOpen({ kind: 'type', type: null }),
      }}
      list={{
        empty: (types.data?.results.length ?? 0) === 0,
        emptyTitle: t('admin.locations.empty'),
        emptyHint: canEdit ? t('admin.locations.emptyHint') : undefined,
        matches: groups.length > 0,
        desktop: <LocationsTable groups={groups} {...row} />,
        phone: <LocationCards groups={groups} {...row} />,
      }}
    >
      {open?.kind === 'type' && <LocationTypeDialog scope={scope} type={open.type} onClose={close} onSaved={saved} />}
      {open?.kind === 'location' && (
        <LocationDialog
          scope={scope}
          location={open.location}
          typeId={open.typeId}
          types={types.data?.results ?? []}
          onClose={close}
          onSaved={saved}
        />
      )}
      {open?.kind === 'deleteType' && (
        <DeleteConfirm
          testId="location-type-delete-dialog"
          title={t('admin.locations.deleteTypeTitle')}
          question={t('admin.locations.deleteTypeQuestion', { name: open.type.name })}
          onDelete={async () => {
            await adminApi.locationTypes.remove(scope, open.type.id);
            reload();
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'deleteLocation' && (
        <DeleteConfirm
          testId="location-delete-dialog"
          title={t('admin.locations.deleteLocationTitle')}
          question={t('admin.locations.deleteLocationQuestion', { name: open.location.name })}
          onDelete={async () => {
            await adminApi.locations.remove(scope, open.location.id);
            reload();
          }}
          onClose={close}
        />
      )}
    </AdminPanel>
  );
}
