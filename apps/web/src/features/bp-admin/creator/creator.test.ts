import { describe, expect, it } from 'vitest';
import {
  addSection,
  definitionText,
  discardEdits,
  draftOf,
  fileNameOf,
  isEdited,
  removeSection,
  setSection,
} from './draft';
import { creatorRole, mayWork, visibleSections } from './visibility';

const SECTIONS = ['info', 'model', 'workflow', 'views'];

describe('BP creator visibility (shell-and-admin §6)', () => {
  const user = { isAdmin: false, isManager: false, manager_of_centros: [] as number[] };
  it('shows an admin every tab, a manager only "model", a normal user none', () => {
    expect(visibleSections(creatorRole({ ...user, isAdmin: true }, 1), SECTIONS)).toEqual(SECTIONS);
    expect(visibleSections(creatorRole({ ...user, isManager: true }, 1), SECTIONS)).toEqual(['model']);
    expect(visibleSections(creatorRole(user, 1), SECTIONS)).toEqual([]);
  });

  it('counts the manager of the current centre as a manager, and closes everything to normal users', () => {
    expect(creatorRole({ ...user, manager_of_centros: [4] }, 4)).toBe('manager');
    expect(creatorRole({ ...user, manager_of_centros: [4] }, 5)).toBe('user');
    expect(creatorRole(null, 1)).toBe('user');
    expect(mayWork('user')).toBe(false);
    expect(mayWork('manager')).toBe(true);
  });
});

describe('BP creator draft', () => {
  const text = JSON.stringify({ business_process: { info: { reference: 'NC' }, model: { fields: [] } } });
  it('reads the stored business_process, edits tabs and values, and cancels back', () => {
    const draft = draftOf('NC', text)!;
    expect(Object.keys(draft.edited)).toEqual(['info', 'model']);
    expect(isEdited(draft)).toBe(false);
    const edited = addSection(
      removeSection(setSection(draft, 'info', { reference: 'NC', x: 1 }), 'model'),
      'notes',
      'list',
    );
    expect(edited.edited).toEqual({ info: { reference: 'NC', x: 1 }, notes: [] });
    expect(isEdited(edited)).toBe(true);
    expect(JSON.parse(definitionText(edited))).toEqual({ business_process: edited.edited });
    expect(discardEdits(edited).edited).toBe(draft.stored);
    expect(draftOf('X', '{"other": 1}')).toBeNull();
    expect(draftOf('X', 'nope')).toBeNull();
  });

  it('names the file after the name field, else the reference, ending in .json', () => {
    expect(fileNameOf('', 'NC')).toBe('NC.json');
    expect(fileNameOf(' nc-revisado ', 'NC')).toBe('nc-revisado.json');
    expect(fileNameOf('nc.JSON', 'NC')).toBe('nc.JSON');
  });
});
