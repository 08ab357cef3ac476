import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IMAGE_FIELDS, type SiteRecord } from '@qualium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImg } from '../../../ui/FallbackImg';
import { useFieldLabels } from '../parts/useFieldLabels';

const NO_IMAGE = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The Company tab: the company's settings, its people and centros, and its images. */
export function SiteCompanyTab({ site }: { site: SiteRecord }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  return (
    <Box data-testid="site-company-tab">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label={t('orgAdmin.fields.id')}>{site.id}</Fact>
        <Fact label={labels.url_name ?? ''}>{site.url_name}</Fact>
        <Fact label={labels.qualium_product ?? ''}>{t(`orgAdmin.products.${site.qualium_product}`)}</Fact>
        <Fact label={labels.storage_type ?? ''}>{t(`orgAdmin.storage.${site.storage_type}`)}</Fact>
        <Fact label={t('orgAdmin.site.users')}>
          {t('orgAdmin.site.usersOf', { active: site.active_users_count, max: site.max_users_number })}
        </Fact>
        <Fact label={t('orgAdmin.site.centros')}>{site.centros_count}</Fact>
        <Fact label={t('orgAdmin.site.records')}>{site.units_count}</Fact>
        {(['allow_password_change', 'password_strength'] as const).map((flag) => (
          <Fact key={flag} label={labels[flag] ?? ''}>
            {t(site[flag] ? 'orgAdmin.yes' : 'orgAdmin.no')}
          </Fact>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Fact label={labels.reports_footer_text ?? ''}>
          {site.reports_footer_text || (
            <Typography variant="body2" color="text.secondary" component="span">
              {t('orgAdmin.site.noFooter')}
            </Typography>
          )}
        </Fact>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        {IMAGE_FIELDS.map((field) => (
          <Box key={field} sx={{ textAlign: 'center' }}>
            <Box
              sx={{
                width: 120,
                height: 72,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                overflow: 'hidden',
                bgcolor: 'background.paper',
              }}
            >
              {site[field] ? (
                <FallbackImg
                  src={site[field]}
                  fallback={NO_IMAGE}
                  alt={labels[field] ?? field}
                  style={{ maxWidth: '100%', maxHeight: '100%' }}
                />
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {t('orgAdmin.image.none')}
                </Typography>
              )}
            </Box>
            <Typography variant="caption" color="text.secondary">
              {labels[field]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
