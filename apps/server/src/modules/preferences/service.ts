import {
  LANGUAGES,
  type Language,
  MESSAGES,
  PREFERENCES_MESSAGES,
  type PreferencesResponse,
  parseInput,
  preferencesFields,
  zodIssueMessages,
} from '@qualium/contracts';
import type { AppDeps } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { formValue, type MultipartForm } from '../../http/multipart.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import type { UserRow } from '../session/repo.js';
import { isPhotoType, keepPhoto } from './photo.js';
import { findBrowsableCentroById, findCentroName, type PreferenceColumns, updatePreferences } from './repo.js';

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'es';

export async function presentPreferences(deps: AppDeps, user: PreferenceColumns): Promise<PreferencesResponse> {
  const centro =
    user.preferred_centro_id === null ? undefined : await findCentroName(deps.db.k, user.preferred_centro_id);
  return {
    lang: languageOf(user.lang),
    preferred_centro: user.preferred_centro_id,
    preferred_centro_name: centro?.name ?? null,
    photo_url: user.photo,
  };
}

/** The audit keeps the three preferences as they were and as they are. */
const auditValues = (v: PreferenceColumns) => ({
  lang: v.lang,
  preferred_centro: v.preferred_centro_id,
  photo: v.photo,
});

/**
 * Saves the signed-in user's own preferences from the multipart form: language among es, ca, en;
 * preferred centro among the centros they hold a role in (or none); photo a PNG, JPEG, GIF or WebP
 * image identified by its bytes, at most 20 MiB (enforced while streaming). Nothing is changed
 * unless everything is valid; the change is audited on the user's home company.
 */
export async function savePreferences(deps: AppDeps, user: UserRow, form: MultipartForm): Promise<PreferencesResponse> {
  try {
    const parsed = parseInput(preferencesFields, {
      lang: formValue(form, 'lang'),
      preferred_centro: formValue(form, 'preferred_centro'),
      remove_photo: formValue(form, 'remove_photo'),
    });
    if (!parsed.success) throw badRequest(zodIssueMessages(parsed.error.issues));
    const { lang, preferred_centro, remove_photo } = parsed.data;
    if (preferred_centro !== null && !(await findBrowsableCentroById(deps.db.k, user.id, preferred_centro))) {
      throw badRequest({ preferred_centro: [MESSAGES.centreNoAccess(preferred_centro)] });
    }
    // A new photo replaces the old one; without one, the old one stays unless it is taken away.
    let photoUrl = remove_photo ? null : user.photo;
    const photo = form.files.photo?.[0];
    if (photo) {
      if (!isPhotoType(photo.mimetype)) throw badRequest({ photo: [PREFERENCES_MESSAGES.photoNotImage] });
      photoUrl = keepPhoto(deps.config.dataDir, photo, photo.mimetype);
    }
    const before: PreferenceColumns = {
      lang: user.lang,
      preferred_centro_id: user.preferred_centro_id,
      photo: user.photo,
    };
    const after: PreferenceColumns = { lang, preferred_centro_id: preferred_centro, photo: photoUrl };
    await auditedTransaction(deps.db.k, { site: { id: user.site_id } }, async (trx) => {
      await updatePreferences(trx, user.id, after);
      await recordAudit(
        trx,
        { site: { id: user.site_id }, user },
        {
          entity: 'user',
          entityId: user.id,
          action: 'preferences',
          before: auditValues(before),
          after: auditValues(after),
        },
      );
    });
    return presentPreferences(deps, after);
  } finally {
    // The kept photo was moved away already; whatever else was sent is dropped.
    form.discard();
  }
}
