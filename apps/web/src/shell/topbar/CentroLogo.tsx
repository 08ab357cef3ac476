import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProductTheme } from '../../theme/ThemeProvider';
import { FallbackImg } from '../../ui/FallbackImg';
import { useCurrentScope } from '../useCurrentScope';

/** The current centre's logo (else its company's, else the product's); a broken image falls back to the product logo. */
export function CentroLogo() {
  const { t } = useTranslation();
  const theme = useProductTheme();
  const { site, centro } = useCurrentScope();
  return (
    <ButtonBase
      component={RouterLink}
      to="/"
      aria-label={t('topbar.home')}
      data-testid="centro-logo"
      sx={{ flexShrink: 0, borderRadius: 1, p: 0.5 }}
    >
      <FallbackImg
        src={centro?.logo ?? site?.logo ?? theme.logo}
        fallback={theme.logo}
        alt={centro?.name ?? site?.name ?? theme.name}
        style={{ height: 40, maxWidth: 160, objectFit: 'contain', display: 'block' }}
      />
    </ButtonBase>
  );
}
