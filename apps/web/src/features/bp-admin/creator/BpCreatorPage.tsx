import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import SchemaIcon from '@mui/icons-material/Schema';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { BpRecord } from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../api/download';
import { useSession } from '../../../session/session';
import { EmptyState } from '../../../ui/EmptyState';
import { globalMessage } from '../../../ui/globalMessage';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ScreenLayout } from '../../../ui/ScreenLayout';
import { adminBpListQuery, BP_LIST_PREFIX, replaceBp } from '../api';
import { type Refusal, refusalOf } from '../model/refusal';
import { RefusalAlert } from '../parts/RefusalAlert';
import { DefinitionTabs } from './DefinitionTabs';
import { type Draft, definitionText, discardEdits, draftOf, fileNameOf, isEdited } from './draft';
import { creatorRole, mayWork, visibleSections } from './visibility';

/**
 * Screen `bp` (shell-and-admin §2.9 "BP creator"): pick a BP ("Selecciona bp", references sorted),
 * look at its definition tab by tab, edit it (values, tabs added and deleted), and save it to a
 * file named by the name field. Administrators may also upload the edited definition as the BP's
 * new version where the BP is the company's own. Selecting a BP goes back to read-only. What each
 * role sees: creator/visibility.ts (shell-and-admin §6).
 */
export default function BpCreatorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sitePath = useSession((s) => s.persisted.site);
  const user = useSession((s) => s.persisted.user);
  const centro = useSession((s) => s.persisted.centro);
  const role = creatorRole(user, centro);
  const working = mayWork(role);
  const query = useQuery(adminBpListQuery(sitePath));
  const records = useMemo(
    () => [...(query.data?.results ?? [])].sort((a, b) => a.reference.localeCompare(b.reference)),
    [query.data],
  );
  const [selected, setSelected] = useState<BpRecord | null>(null);
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editing, setEditing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sending = progress !== null;

  const select = (record: BpRecord | null) => {
    // shell-and-admin §2.9: selecting a BP resets to read-only.
    setSelected(record);
    setName(record?.reference ?? '');
    setDraft(record ? draftOf(record.reference, record.business_process) : null);
    setEditing(false);
    setRefusal(null);
  };

  const sections = draft ? visibleSections(role, Object.keys(draft.edited)) : [];
  const mayUpload = role === 'admin' && selected?.can_edit === true;

  const saveToFile = () => {
    if (!draft) return;
    saveBlob(new Blob([definitionText(draft)], { type: 'application/json' }), fileNameOf(name, draft.reference));
  };

  const uploadVersion = async () => {
    if (!draft || !selected || !sitePath) return;
    setRefusal(null);
    setProgress(0);
    try {
      const file = new Blob([definitionText(draft)], { type: 'application/json' });
      const saved = await replaceBp(sitePath, selected, file, fileNameOf(name, draft.reference), setProgress);
      globalMessage.set({ severity: 'success', text: t('bpAdmin.upload.updated', { reference: saved.reference }) });
      await queryClient.invalidateQueries({ queryKey: BP_LIST_PREFIX });
      select(saved);
    } catch (error) {
      setRefusal(refusalOf(error, { json_file: t('bpAdmin.upload.file') }, t));
    } finally {
      setProgress(null);
    }
  };

  const toolbar = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <Autocomplete
        options={records}
        value={selected}
        onChange={(_, record) => select(record)}
        getOptionLabel={(r) => r.reference}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={(props, r) => (
          <li {...props} key={r.id} data-testid={`bp-option-${r.reference}`}>
            <Box>
              <Box sx={{ fontWeight: 600 }}>{r.reference}</Box>
              <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{r.name}</Box>
            </Box>
          </li>
        )}
        disabled={!working || !query.data}
        loading={query.isLoading}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('bpAdmin.creator.select')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'bp-select' },
            }}
          />
        )}
      />
      <TextField
        label={t('bpAdmin.creator.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={!working || !draft}
        helperText={draft ? t('bpAdmin.creator.nameHint', { file: fileNameOf(name, draft.reference) }) : ' '}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
        slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'bp-name' } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
        <Button
          variant="outlined"
          startIcon={editing ? <CloseIcon /> : <EditIcon />}
          disabled={!working || !draft || sending}
          onClick={() => {
            // Cancel throws the edits away (shell-and-admin §4: read-only and edit modes).
            if (editing && draft) setDraft(discardEdits(draft));
            setEditing((e) => !e);
            setRefusal(null);
          }}
          data-testid="bp-edit-toggle"
        >
          {t(editing ? 'bpAdmin.cancel' : 'bpAdmin.creator.edit')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveAltIcon />}
          disabled={!working || !draft}
          onClick={saveToFile}
          data-testid="bp-save-file"
        >
          {t('bpAdmin.creator.saveFile')}
        </Button>
        {role === 'admin' && (
          <Tooltip
            title={
              !selected
                ? ''
                : !selected.can_edit
                  ? t('bpAdmin.actions.notHere', { path: selected.path })
                  : draft && !isEdited(draft)
                    ? t('bpAdmin.creator.nothingChanged')
                    : t('bpAdmin.creator.uploadHint')
            }
          >
            <span>
              <Button
                variant="outlined"
                startIcon={<CloudUploadIcon />}
                disabled={!mayUpload || !draft || !isEdited(draft) || sending}
                onClick={() => void uploadVersion()}
                data-testid="bp-upload-version"
              >
                {t('bpAdmin.creator.uploadVersion')}
              </Button>
            </span>
          </Tooltip>
        )}
      </Box>
    </Box>
  );

  return (
    <ScreenLayout
      testId="bp-creator"
      title={t('bpAdmin.creator.title')}
      subtitle={t(`bpAdmin.creator.roles.${role}`)}
      actions={
        draft && (
          <Chip
            data-testid="bp-mode"
            color={editing ? 'warning' : 'default'}
            icon={editing ? <EditIcon /> : <LockOutlinedIcon />}
            label={t(editing ? 'bpAdmin.creator.editMode' : 'bpAdmin.creator.readMode')}
          />
        )
      }
    >
      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, p: { xs: 1.5, md: 2 }, position: 'relative', overflow: 'hidden' }}
      >
        {sending && (
          <LinearProgress
            variant="determinate"
            value={Math.round((progress ?? 0) * 100)}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        {toolbar}
        {refusal && (
          <Box sx={{ mt: 2 }}>
            <RefusalAlert refusal={refusal} />
          </Box>
        )}
        <Box sx={{ mt: 2 }}>
          {query.isError ? (
            <LoadFailed
              title={t('bpAdmin.loadFailed')}
              retry={t('bpAdmin.retry')}
              onRetry={() => void query.refetch()}
            />
          ) : !working ? (
            <EmptyState
              testId="bp-creator-locked"
              icon={<LockOutlinedIcon />}
              title={t('bpAdmin.creator.lockedTitle')}
              hint={t('bpAdmin.creator.lockedHint')}
            />
          ) : !selected ? (
            <EmptyState
              icon={<SchemaIcon />}
              title={t('bpAdmin.creator.chooseTitle')}
              hint={t('bpAdmin.creator.chooseHint')}
            />
          ) : !draft ? (
            <Alert severity="warning">{t('bpAdmin.expanded.unreadable')}</Alert>
          ) : sections.length === 0 ? (
            <EmptyState icon={<SchemaIcon />} title={t('bpAdmin.creator.noTabs')} />
          ) : (
            <DefinitionTabs
              draft={draft}
              sections={sections}
              editing={editing}
              mayChangeTabs={role === 'admin'}
              onChange={setDraft}
            />
          )}
        </Box>
      </Paper>
    </ScreenLayout>
  );
}
