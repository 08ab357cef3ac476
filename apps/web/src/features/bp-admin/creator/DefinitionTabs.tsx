import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonTree } from '../json/JsonTree';
import { type JsonValue, PropertyEditor } from '../property-editor';
import { addSection, type Draft, removeSection, setSection } from './draft';
import { NewTabDialog } from './NewTabDialog';

/**
 * The BP creator's tabbed JSON viewer (shell-and-admin §2.9): one tab per top-level key it may show. Read
 * only, a tab is a navigable JSON tree; in edit mode its value is edited with the property editor,
 * tabs can be deleted (the cross on each) and new ones added with a name and a default value.
 */
export function DefinitionTabs({
  draft,
  sections,
  editing,
  mayChangeTabs,
  onChange,
}: {
  draft: Draft;
  /** The keys shown, in order (the role decides, creator/visibility.ts). */
  sections: string[];
  editing: boolean;
  /** Adding and deleting tabs is for who sees them all (a manager edits the model's values only). */
  mayChangeTabs: boolean;
  onChange(next: Draft): void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const active = chosen !== null && sections.includes(chosen) ? chosen : (sections[0] ?? null);

  return (
    <Box data-testid="bp-tabs">
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', gap: 1 }}>
        <Tabs
          value={active ?? false}
          onChange={(_, key: string) => setChosen(key)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ flex: 1, minWidth: 0 }}
        >
          {sections.map((key) => (
            <Tab
              key={key}
              value={key}
              data-testid={`bp-tab-${key}`}
              sx={{ textTransform: 'none', minHeight: 48 }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {key}
                  {editing && mayChangeTabs && (
                    <IconButton
                      component="span"
                      size="small"
                      aria-label={t('bpAdmin.creator.deleteTab', { name: key })}
                      data-testid={`bp-tab-delete-${key}`}
                      onClick={(e) => {
                        // The cross deletes the tab; it must not also select it.
                        e.stopPropagation();
                        onChange(removeSection(draft, key));
                      }}
                      sx={{ p: 0.25, ml: 0.25 }}
                    >
                      <CloseIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                  )}
                </Box>
              }
            />
          ))}
        </Tabs>
        {editing && mayChangeTabs && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            data-testid="bp-tab-add"
            sx={{ flexShrink: 0, mr: 1 }}
          >
            {t('bpAdmin.creator.addTab')}
          </Button>
        )}
      </Box>
      <Box sx={{ pt: 2 }} data-testid="bp-tab-panel" data-section={active ?? ''}>
        {active !== null &&
          (editing ? (
            <PropertyEditor
              value={draft.edited[active] as JsonValue}
              onChange={(next) => onChange(setSection(draft, active, next))}
              label={active}
            />
          ) : (
            <JsonTree value={draft.edited[active] as JsonValue} openLevels={2} testId="bp-tab-tree" />
          ))}
      </Box>
      {adding && (
        <NewTabDialog
          existing={Object.keys(draft.edited)}
          onClose={(added) => {
            setAdding(false);
            if (!added) return;
            onChange(addSection(draft, added.name, added.type));
            setChosen(added.name);
          }}
        />
      )}
    </Box>
  );
}
