import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FOLDER_SWATCHES } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * The folder colour (shell-and-admin §2.9): one of the 15 swatches, or any colour typed as hex.
 * `value` is what the hex field holds, valid or not; the form saves it only when valid.
 */
export function ColorPicker({ value, onChange }: { value: string; onChange(next: string): void }) {
  const { t } = useTranslation();
  const valid = isHexColor(value);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="folder-color-label">
        {t('folders.form.color')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="folder-color-label"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 32px)', gap: 1, mb: 2 }}
      >
        {FOLDER_SWATCHES.map((swatch) => {
          const chosen = value.toLowerCase() === swatch;
          return (
            <ButtonBase
              key={swatch}
              role="radio"
              aria-checked={chosen}
              aria-label={t('folders.form.swatch', { color: swatch })}
              data-testid={`folder-swatch-${swatch.slice(1)}`}
              onClick={() => onChange(swatch)}
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: swatch,
                color: '#fff',
                boxShadow: chosen ? (theme) => `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${swatch}` : 0,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {chosen && <CheckIcon fontSize="small" />}
            </ButtonBase>
          );
        })}
      </Box>
      <TextField
        size="small"
        label={t('folders.form.hex')}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        error={!valid}
        helperText={valid ? ' ' : t('folders.form.hexInvalid')}
        sx={{ width: 200 }}
        slotProps={{
          htmlInput: { maxLength: 7, spellCheck: false, 'data-testid': 'folder-color-hex' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: '50%',
                    bgcolor: valid ? value : 'transparent',
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
