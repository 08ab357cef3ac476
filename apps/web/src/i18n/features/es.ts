import type { Catalogue } from '../catalogs';
import { gatherFeatureTexts } from './gather';

// Every feature's texts in this language, one chunk (import.meta.glob takes only literal patterns).
export default gatherFeatureTexts(
  import.meta.glob<Catalogue>('../../features/*/i18n/es.json', { eager: true, import: 'default' }),
);
