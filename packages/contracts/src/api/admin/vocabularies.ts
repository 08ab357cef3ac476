import { z } from 'zod';
import { adminList, requiredText } from './form.js';

/**
 * The Vocabularies screen (shell-and-admin §2.9 "Vocabularies", §3 "Vocabulary entry", §5
 * "Vocabulary", §7 "Vocabulary"): key → value lists grouped by vocabulary name.
 */

export const vocabularyEntry = z.object({
  id: z.number().int(),
  vocabulary: z.string(),
  key: z.string(),
  value: z.string(),
  site: z.number().int(),
  site_name: z.string(),
  /** Where the entry was made: the site path plus the centro id (`/demo/1`). */
  path: z.string(),
  /** shell-and-admin §5: editable only where its path is the current site path plus the centro id. */
  can_edit: z.boolean(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntry>;

export const vocabularyList = adminList(vocabularyEntry).extend({
  /** Copy Parent is offered: a sub-company (path of more than two segments) without vocabularies. */
  can_copy_from_parent: z.boolean(),
});
export type VocabularyList = z.infer<typeof vocabularyList>;

/** shell-and-admin §5: key and value required, and the vocabulary name (preset or typed). */
export const vocabularyFields = z.object({
  vocabulary: requiredText(100),
  key: requiredText(100),
  value: requiredText(500),
});
export type VocabularyFields = z.infer<typeof vocabularyFields>;
