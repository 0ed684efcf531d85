import { t } from '@/i18n/ns/legal';
import { PRIVACY_SECTIONS, TERMS_SECTIONS, type LegalDocumentName } from './sections';

export { t };

/** One section of a document, as the page shows it: an anchor id, its heading and its plain text. */
export interface LegalSection {
  id: string;
  heading: string;
  body: string;
}

/** The title, introduction and sections of a document in this bundle's language. */
export function legalDocument(name: LegalDocumentName): { title: string; intro: string; sections: LegalSection[] } {
  if (name === 'terms') {
    return {
      title: t('legal.terms.title'),
      intro: t('legal.terms.intro'),
      sections: TERMS_SECTIONS.map((id) => ({
        id,
        heading: t(`legal.terms.sections.${id}.heading`),
        body: t(`legal.terms.sections.${id}.body`),
      })),
    };
  }
  return {
    title: t('legal.privacy.title'),
    intro: t('legal.privacy.intro'),
    sections: PRIVACY_SECTIONS.map((id) => ({
      id,
      heading: t(`legal.privacy.sections.${id}.heading`),
      body: t(`legal.privacy.sections.${id}.body`),
    })),
  };
}
