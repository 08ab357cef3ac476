import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReportTemplateKind, UnitListItem } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentroScope } from '../../api/useCentroScope';
import { useSession } from '../../session/session';
import { downloadCustomList, downloadCustomUnitReport, useUnitChoices } from './api';
import { ACCEPT, TEMPLATE_KINDS, templateProblems, unitSelectorDisabled } from './model/checkRules';
import { refusalLines } from './model/refusal';
import { FilePicker } from './parts/FilePicker';
import { RefusedAlert } from './parts/RefusedAlert';
import { useReportFlow } from './useReportFlow';

/**
 * The check-template dialog's try panel (records-explorer §5, §6 custom templates): a docx template
 * is filled with one unit chosen among the explorer's current ones (both required; the selector is
 * disabled with no units), an xlsx (or xls) template with every unit of the current filters. The
 * report runs the spec's report flow; when the server refuses the template its reasons are listed
 * here, since telling the administrator what is wrong with it is the point of trying it.
 */
export function TryTemplatePanel({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const site = useSession((s) => s.persisted.site);
  const { path } = useCentroScope();
  const [kind, setKind] = useState<ReportTemplateKind>('docx');
  const [file, setFile] = useState<File | null>(null);
  const [unit, setUnit] = useState<UnitListItem | null>(null);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const { busy, run } = useReportFlow();
  const units = useUnitChoices(query, kind === 'docx');
  const options = units.data?.units ?? [];
  const selectorDisabled = busy || (units.isSuccess && unitSelectorDisabled(kind, options.length));

  const problems = templateProblems({ kind, file, unit: unit?.uid ?? null });
  const shown = (which: 'template' | 'unit') => {
    const problem = problems[which][0];
    return problem && (tried || (which === 'template' && file)) ? t(`reports.check.problems.${problem}`) : null;
  };

  const generate = async () => {
    setTried(true);
    setRefused([]);
    if (problems.template.length > 0 || problems.unit.length > 0 || !file) return;
    const outcome = await run(() =>
      kind === 'docx' && unit ? downloadCustomUnitReport(site, unit.uid, file) : downloadCustomList(path, query, file),
    );
    if (outcome && !outcome.ok) setRefused(refusalLines(outcome.error, { template: t('reports.check.file') }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="check-template-try">
      <Typography variant="body2" color="text.secondary">
        {t('reports.check.intro')}
      </Typography>
      <FormControl>
        <FormLabel id="check-template-kind">{t('reports.check.kind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="check-template-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ReportTemplateKind);
            setFile(null);
            setRefused([]);
            setTried(false);
          }}
        >
          {TEMPLATE_KINDS.map((k) => (
            <FormControlLabel
              key={k}
              value={k}
              control={<Radio disabled={busy} />}
              label={t(`reports.check.kinds.${k}`)}
              data-testid={`check-kind-${k}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FilePicker
        label={t('reports.check.file')}
        accept={ACCEPT[kind]}
        file={file}
        problem={shown('template')}
        disabled={busy}
        onChange={(chosen) => {
          setFile(chosen);
          setRefused([]);
        }}
        testId="check-file-input"
      />
      {kind === 'docx' ? (
        <Autocomplete
          options={options}
          value={unit}
          onChange={(_, value) => setUnit(value)}
          disabled={selectorDisabled}
          loading={units.isLoading}
          getOptionLabel={(u) => `${u.reference} · ${u.title}`}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          noOptionsText={t('reports.check.noUnits')}
          data-testid="check-unit"
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('reports.check.unit')}
              error={shown('unit') !== null}
              helperText={
                shown('unit') ??
                (units.isSuccess && options.length === 0 ? t('reports.check.noUnits') : t('reports.check.unitHint'))
              }
            />
          )}
        />
      ) : (
        <Alert severity="info" variant="outlined">
          {t('reports.check.listHint')}
        </Alert>
      )}
      <RefusedAlert lines={refused} />
      <Box
        component="details"
        sx={{ color: 'text.secondary', typography: 'body2', '& summary': { cursor: 'pointer', color: 'text.primary' } }}
      >
        <summary>{t('reports.check.tagsTitle')}</summary>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t(kind === 'docx' ? 'reports.check.tagsDocx' : 'reports.check.tagsXlsx')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('reports.check.tagsTip')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DescriptionOutlinedIcon />}
          disabled={busy}
          onClick={() => void generate()}
          data-testid="check-generate"
        >
          {t('reports.check.generate')}
        </Button>
      </Box>
    </Box>
  );
}
