import Box from '@mui/material/Box';
import fallbackLogo from './assets/logo-fallback.svg';
import { FallbackImg } from './FallbackImg';

/**
 * A centro's name with its logo before it (records-explorer §3 "centro (readable text, logo)"),
 * the fallback logo when it has none or it fails to load (§8). The viewer's centro fields and the
 * explorer's cells and cards draw it.
 */
export function CentroName({ name, logo, size = 22 }: { name: string; logo: string | null; size?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, verticalAlign: 'middle' }}>
      <FallbackImg
        src={logo}
        fallback={fallbackLogo}
        alt=""
        loading="lazy"
        width={size}
        height={size}
        data-testid="centro-logo"
        style={{ width: size, height: size, objectFit: 'contain', flexShrink: 0 }}
      />
      {name}
    </Box>
  );
}
