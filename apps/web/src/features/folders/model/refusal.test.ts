import { DIRECTORY_MESSAGES, localize } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { deleteRefusalText } from './refusal';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}(${options.count})` : key);

describe('folder delete refusals', () => {
  it('say the spec’s message, then the server’s reason in the interface language', () => {
    expect(deleteRefusalText(t, { detail: DIRECTORY_MESSAGES.hasChildren })).toBe(
      'folders.directory.not_able_to_delete: folders.delete.hasChildren',
    );
    expect(deleteRefusalText(t, { detail: DIRECTORY_MESSAGES.holdsUnits(3).en })).toBe(
      'folders.directory.not_able_to_delete: folders.delete.holdsUnits(3)',
    );
    expect(deleteRefusalText(t, { detail: DIRECTORY_MESSAGES.holdsUnits(1).en })).toBe(
      'folders.directory.not_able_to_delete: folders.delete.holdsUnits(1)',
    );
  });

  it('recognise the server’s reason in whichever language it answered', () => {
    for (const lang of ['es', 'ca'] as const) {
      expect(deleteRefusalText(t, { detail: localize(DIRECTORY_MESSAGES.hasChildren, lang) })).toBe(
        'folders.directory.not_able_to_delete: folders.delete.hasChildren',
      );
      expect(deleteRefusalText(t, { detail: DIRECTORY_MESSAGES.holdsUnits(2)[lang] })).toBe(
        'folders.directory.not_able_to_delete: folders.delete.holdsUnits(2)',
      );
    }
  });

  it('show any other detail as written, and only the message without one', () => {
    expect(deleteRefusalText(t, { detail: 'Not found.' })).toBe('folders.directory.not_able_to_delete: Not found.');
    expect(deleteRefusalText(t, 'Network error')).toBe('folders.directory.not_able_to_delete');
    expect(deleteRefusalText(t, null)).toBe('folders.directory.not_able_to_delete');
  });
});
