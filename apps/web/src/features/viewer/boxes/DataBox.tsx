import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { BpBox } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { dataSections } from '../model/sections';
import { useViewer } from '../ViewerContext';
import { FieldGrid } from './FieldGrid';
import { UnitHeader } from './UnitHeader';

/** The data box: the unit's header, then one collapsible section per layout section. */
export function DataBox({ box }: { box: Extract<BpBox, { kind: 'data' }> }) {
  const { t } = useTranslation();
  const { unit, lang } = useViewer();
  const sections = dataSections(box, unit.fields, lang);
  return (
    <>
      <UnitHeader />
      {sections.map((section) => (
        <Accordion
          key={section.key}
          defaultExpanded={!section.collapsed}
          disableGutters
          variant="outlined"
          data-testid={`viewer-section-${section.key}`}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{section.label ?? t('viewer.data.allFields')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            {section.fields.length > 0 ? (
              <FieldGrid fields={section.fields} />
            ) : (
              <Typography color="text.secondary">{t('viewer.data.noFields')}</Typography>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
