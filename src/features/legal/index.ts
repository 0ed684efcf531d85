export { LegalDocument, type LegalDocumentProps } from './components/legal-document';
export { PRIVACY_SECTIONS, TERMS_SECTIONS, type LegalDocumentName } from './sections';
