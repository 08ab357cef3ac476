import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type LocationRecord, type LocationTypeRecord, locationFields, locationTypeFields } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { type AdminScope, adminApi } from '../api/endpoints';
import { EditDialog } from '../common/EditDialog';
import { checkWith, useAdminForm } from '../common/useAdminForm';

const checkType = checkWith(locationTypeFields);
const checkLocation = checkWith(locationFields);

export function LocationTypeDialog({
  scope,
  type,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  type: LocationTypeRecord | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const labels = { name: t('admin.locations.fields.typeName') };
  const form = useAdminForm({
    initial: { name: type?.name ?? '' },
    check: checkType,
    labels,
    save: (values) => adminApi.locationTypes.save(scope, type?.id ?? null, values),
    onSaved,
  });
  return (
    <EditDialog
      testId="location-type-dialog"
      title={t(type ? 'admin.locations.editType' : 'admin.locations.addType')}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
      maxWidth="xs"
    >
      <TextField
        label={labels.name}
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        required
        autoFocus
        error={form.errorOf('name') !== undefined}
        helperText={form.errorOf('name')}
        slotProps={{ htmlInput: { 'data-testid': 'location-type-name' } }}
      />
    </EditDialog>
  );
}

/** Numbers are typed as text (a comma is a decimal separator too) and checked by the contract. */
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function LocationDialog({
  scope,
  location,
  typeId,
  types,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  location: LocationRecord | null;
  typeId: number;
  types: LocationTypeRecord[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const labels = {
    name: t('admin.locations.fields.name'),
    reference: t('admin.locations.fields.reference'),
    longitude: t('admin.locations.fields.longitude'),
    latitude: t('admin.locations.fields.latitude'),
    location_type: t('admin.locations.fields.type'),
  };
  const form = useAdminForm({
    initial: {
      name: location?.name ?? '',
      reference: location?.reference ?? '',
      longitude: numberText(location?.longitude ?? null),
      latitude: numberText(location?.latitude ?? null),
      location_type: location?.location_type ?? typeId,
    },
    check: checkLocation,
    labels,
    save: (values) => adminApi.locations.save(scope, location?.id ?? null, values),
    onSaved,
  });
  const text = (key: 'name' | 'reference' | 'longitude' | 'latitude', extra: object = {}) => (
    <TextField
      label={labels[key]}
      value={form.values[key]}
      onChange={(e) => form.set(key, e.target.value)}
      error={form.errorOf(key) !== undefined}
      helperText={form.errorOf(key)}
      slotProps={{ htmlInput: { 'data-testid': `location-${key}` } }}
      {...extra}
    />
  );
  return (
    <EditDialog
      testId="location-dialog"
      title={t(location ? 'admin.locations.editLocation' : 'admin.locations.addLocation')}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <TextField
        select
        label={labels.location_type}
        value={form.values.location_type}
        onChange={(e) => form.set('location_type', Number(e.target.value))}
        required
        error={form.errorOf('location_type') !== undefined}
        helperText={form.errorOf('location_type')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'location-type-select' } as object } }}
      >
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      {text('name', { required: true, autoFocus: true })}
      {text('reference')}
      {text('longitude', { placeholder: '-3.68832', inputMode: 'decimal' })}
      {text('latitude', { placeholder: '40.45311', inputMode: 'decimal' })}
    </EditDialog>
  );
}
