import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SiteRecord } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteActionHandlers } from './SiteActions';
import { SiteCentrosTab } from './SiteCentrosTab';
import { SiteCompanyTab } from './SiteCompanyTab';
import { SiteInheritTab } from './SiteInheritTab';

const TABS = ['company', 'inherit', 'centros'] as const;

/** A company's expanded row (shell-and-admin §2.9): tabs Company, Inherit Role and Centros. */
export function SiteExpanded({
  site,
  canEdit,
  actions,
}: {
  site: SiteRecord;
  canEdit: boolean;
  actions: SiteActionHandlers;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('company');
  return (
    <Box data-testid={`site-expanded-${site.id}`} sx={{ bgcolor: 'background.default', borderRadius: 1, my: 1 }}>
      <Tabs
        value={tab}
        onChange={(_e, value) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`orgAdmin.siteTabs.${key}`)} data-testid={`site-tab-${key}`} />
        ))}
      </Tabs>
      <Box sx={{ p: { xs: 1.5, md: 2 } }}>
        {tab === 'company' && <SiteCompanyTab site={site} />}
        {tab === 'inherit' && (
          <SiteInheritTab site={site} canEdit={canEdit} onInherit={() => actions.onInherit(site)} />
        )}
        {tab === 'centros' && (
          <SiteCentrosTab site={site} canEdit={canEdit} onAddCentro={() => actions.onAddCentro(site)} />
        )}
      </Box>
    </Box>
  );
}
