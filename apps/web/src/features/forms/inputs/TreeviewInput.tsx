import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import type { ChoiceOption } from '@qualium/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';
import { flatValues, optionText } from './useChoiceOptions';

/**
 * A choice among nested options (treeview select). Multiple: ticking a node ticks or unticks it
 * with everything below it, as the process filter does (records-explorer §4).
 */
export function TreeviewInput(props: InputProps<'text'> | InputProps<'list'>) {
  const { input, errors, serverErrors, busy, context } = props;
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const multiple = Array.isArray(props.value);
  const chosen = multiple ? (props.value as string[]) : props.value === '' ? [] : [props.value as string];
  const disabled = input.disabled || busy;
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);

  const pick = (option: ChoiceOption) => {
    if (!multiple) {
      (props as InputProps<'text'>).onChange(option.value);
      setOpen(false);
      return;
    }
    const branch = flatValues([option]);
    const next = chosen.includes(option.value)
      ? chosen.filter((v) => !branch.includes(v))
      : [...chosen, ...branch.filter((v) => !chosen.includes(v))];
    (props as InputProps<'list'>).onChange(next);
  };
  const toggle = (value: string) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });

  const nodes = (options: readonly ChoiceOption[], depth: number) =>
    options.map((option) => {
      const children = option.children ?? [];
      const expanded = !collapsed.has(option.value);
      return (
        <Box key={option.value}>
          <ListItemButton
            dense
            selected={!multiple && chosen.includes(option.value)}
            onClick={() => pick(option)}
            sx={{ pl: 1 + depth * 2.5 }}
            data-testid={`tree-option-${input.id}-${option.value}`}
          >
            {children.length > 0 ? (
              <IconButton
                size="small"
                aria-label={expanded ? t('forms.tree.collapse') : t('forms.tree.expand')}
                onClick={(e) => {
                  e.stopPropagation();
                  toggle(option.value);
                }}
                sx={{ mr: 0.5 }}
              >
                {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box sx={{ width: 34, flexShrink: 0 }} />
            )}
            {multiple && <Checkbox size="small" checked={chosen.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />}
            <ListItemText
              primary={option.text}
              slotProps={{ primary: { sx: { fontWeight: children.length > 0 ? 600 : 400 } } }}
            />
          </ListItemButton>
          {children.length > 0 && expanded && nodes(children, depth + 1)}
        </Box>
      );
    });

  return (
    <>
      <TextField
        ref={anchor}
        {...help}
        label={input.label}
        required={input.required}
        disabled={disabled}
        value={chosen.map((v) => optionText(input.items, v)).join(', ')}
        onClick={() => !disabled && setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: {
            readOnly: true,
            'data-testid': `input-${input.id}`,
            title: chosen.map((v) => optionText(input.items, v)).join('\n'),
            sx: { cursor: 'pointer', textOverflow: 'ellipsis' },
          },
          input: {
            sx: { cursor: 'pointer' },
            endAdornment: (
              <InputAdornment position="end">
                <ArrowDropDownIcon color={disabled ? 'disabled' : 'action'} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: anchor.current?.offsetWidth, maxHeight: 400 } } }}
      >
        <List dense data-testid={`tree-${input.id}`} sx={{ py: 0.5 }}>
          {!multiple && !input.required && (
            <ListItemButton
              dense
              onClick={() => {
                (props as InputProps<'text'>).onChange('');
                setOpen(false);
              }}
            >
              <ListItemText primary={<em>{t('forms.options.none')}</em>} />
            </ListItemButton>
          )}
          {nodes(input.items, 0)}
        </List>
      </Popover>
    </>
  );
}
