import { LegalDocument } from './legal-document';
import { TERMS } from './texts';

export function TermsPage() {
  return <LegalDocument document={TERMS} />;
}
