import MenuItem from '@mui/material/MenuItem';
import { type LocationRecord, type LocationTypeRecord, locationFields, locationTypeFields } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { type AdminScope, adminApi } from '../api/endpoints';
import { EditDialog } from '../common/EditDialog';
import { FormSelect, FormText } from '../common/FormFields';
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
      <FormText form={form} name="name" label={labels.name} testId="location-type-name" required autoFocus />
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
  return (
    <EditDialog
      testId="location-dialog"
      title={t(location ? 'admin.locations.editLocation' : 'admin.locations.addLocation')}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <FormSelect
        form={form}
        name="location_type"
        label={labels.location_type}
        testId="location-type-select"
        value={form.values.location_type}
        onChange={(value) => form.set('location_type', Number(value))}
        required
      >
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </FormSelect>
      <FormText form={form} name="name" label={labels.name} testId="location-name" required autoFocus />
      <FormText form={form} name="reference" label={labels.reference} testId="location-reference" />
      <FormText
        form={form}
        name="longitude"
        label={labels.longitude}
        testId="location-longitude"
        placeholder="-3.68832"
        inputMode="decimal"
      />
      <FormText
        form={form}
        name="latitude"
        label={labels.latitude}
        testId="location-latitude"
        placeholder="40.45311"
        inputMode="decimal"
      />
    </EditDialog>
  );
}
