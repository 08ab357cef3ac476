import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/**
 * A choice shown as ticks: every option at sight. Multiple keeps all ticked ones; single keeps
 * the last one ticked (ticking it again clears it).
 */
export function CheckboxInput(props: InputProps<'text'> | InputProps<'list'>) {
  const { input, errors, serverErrors, busy, context } = props;
  const multiple = Array.isArray(props.value);
  const chosen = multiple ? (props.value as string[]) : [props.value as string];
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);
  const toggle = (value: string) => {
    if (multiple) {
      const list = props.value as string[];
      (props as InputProps<'list'>).onChange(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
    } else (props as InputProps<'text'>).onChange(props.value === value ? '' : value);
  };
  return (
    <FormControl
      required={input.required}
      error={help.error}
      disabled={input.disabled || busy}
      data-testid={`field-checks-${input.id}`}
    >
      <FormLabel sx={{ fontSize: 13 }}>{input.label}</FormLabel>
      <FormGroup row>
        {input.items.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.text}
            control={
              <Checkbox size="small" checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} />
            }
          />
        ))}
      </FormGroup>
      {help.helperText && <FormHelperText>{help.helperText}</FormHelperText>}
    </FormControl>
  );
}
