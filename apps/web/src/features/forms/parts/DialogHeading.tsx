import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DialogData } from '../useDialogData';

/** The dialog's title: what is being done (overline), on what (title), and the unit it acts on or from. */
export function DialogHeading({
  overline,
  title,
  unit,
}: {
  overline: string;
  title: string;
  unit?: DialogData['unit'];
}) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
        {overline}
      </Typography>
      <Typography
        variant="h6"
        component="h2"
        id="form-dialog-title"
        sx={{ lineHeight: 1.3 }}
        data-testid="form-dialog-title"
      >
        {title}
      </Typography>
      {unit && (
        <Chip
          size="small"
          variant="outlined"
          data-testid="form-dialog-unit"
          sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          icon={
            <Box
              component="span"
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: unit.current_workflow_state.color,
                ml: '8px !important',
              }}
            />
          }
          label={`${unit.reference} · ${unit.title}`}
        />
      )}
    </Stack>
  );
}
