import { LegalDocument } from './legal-document';
import { PRIVACY } from './texts';

export function PrivacyPage() {
  return <LegalDocument document={PRIVACY} />;
}
