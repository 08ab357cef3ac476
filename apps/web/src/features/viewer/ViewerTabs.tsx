import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../ui/useIsMobile';
import type { ViewerTab } from './model/boxes';

/** One tab per inline box: tabs on desktop, chips on mobile (records-explorer §2). */
export function ViewerTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly ViewerTab[];
  active: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const label = (tab: ViewerTab) => tab.label ?? t(`viewer.boxes.${tab.kind}`);
  if (isMobile) {
    return (
      <Box
        role="tablist"
        aria-label={t('viewer.tabsLabel')}
        data-testid="viewer-chips"
        sx={{ display: 'flex', flexShrink: 0, gap: 1, overflowX: 'auto', px: 1.5, py: 1, scrollbarWidth: 'none' }}
      >
        {tabs.map((tab) => (
          <Chip
            key={tab.key}
            role="tab"
            aria-selected={tab.key === active}
            data-testid={`viewer-tab-${tab.key}`}
            label={label(tab)}
            color={tab.key === active ? 'primary' : 'default'}
            variant={tab.key === active ? 'filled' : 'outlined'}
            onClick={() => onChange(tab.key)}
            sx={{ flexShrink: 0 }}
          />
        ))}
      </Box>
    );
  }
  return (
    <Tabs
      value={active}
      onChange={(_, key: string) => onChange(key)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('viewer.tabsLabel')}
      data-testid="viewer-tabs"
      sx={{ flexShrink: 0, px: 1, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={label(tab)}
          data-testid={`viewer-tab-${tab.key}`}
          sx={{ minHeight: 44, textTransform: 'none', fontWeight: 600 }}
        />
      ))}
    </Tabs>
  );
}
