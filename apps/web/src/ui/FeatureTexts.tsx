import { type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, featureTexts } from '../i18n';

/**
 * Renders its children once the features' texts are there in the interface language (fetched on
 * first use; again on a language change), suspending meanwhile: put it under a Suspense boundary.
 */
export function FeatureTexts({ children }: { children: ReactNode }) {
  // Re-rendered on a language change, which fetches that language's texts first.
  useTranslation();
  use(featureTexts(currentLanguage()));
  return children;
}
