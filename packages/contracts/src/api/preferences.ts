import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { MESSAGES } from '../errors.js';
import { defineMessages } from '../messages/catalog.js';
import { ADMIN_MESSAGES } from './admin/messages.js';

/**
 * A user's own preferences (shell-and-admin §2.4 preferences link, §3 User: lang, preferred_centro,
 * photo): `GET` and `PUT /api/v1/user_data/me/preferences/`, for the signed-in user only.
 */

/** Photos are raster images shown as avatars; identified by their bytes, never by name or claim. */
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** What the photo input offers in the browser's file picker (the server decides from the bytes). */
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

export const PREFERENCES_MESSAGES = defineMessages('preferences', {
  photoNotImage: {
    es: 'La foto debe ser una imagen PNG, JPEG, GIF o WebP.',
    ca: 'La foto ha de ser una imatge PNG, JPEG, GIF o WebP.',
    en: 'The photo must be a PNG, JPEG, GIF or WebP image.',
  },
});

export const preferencesResponse = z.object({
  lang: z.enum(LANGUAGES),
  preferred_centro: z.number().int().nullable(),
  preferred_centro_name: z.string().nullable(),
  /** Served from media (`/media/photos/<sha256>.<ext>`); null without a photo. */
  photo_url: z.string().nullable(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponse>;

const flag = z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean());

/**
 * The text fields of the multipart PUT. `lang` and `preferred_centro` are the whole preference
 * (an empty centro clears it); the photo is the `photo` file part, kept when none is sent, and
 * taken away with `remove_photo=true`.
 */
export const preferencesFields = z.object({
  lang: z.enum(LANGUAGES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? MESSAGES.required
        : ADMIN_MESSAGES.invalidChoice(String(issue.input)).en,
  }),
  preferred_centro: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : v),
    z.coerce.number({ error: MESSAGES.invalidInteger }).int().positive().max(2_147_483_647).nullable(),
  ),
  remove_photo: flag.default(false),
});
export type PreferencesFields = z.infer<typeof preferencesFields>;
