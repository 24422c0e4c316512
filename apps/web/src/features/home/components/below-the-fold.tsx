import { Advantages } from './advantages';
import { ContactBlock } from './contact-block';
import { NewsletterBlock } from './newsletter-block';

/** The home's last sections, loaded after the first screen. */
export function BelowTheFold() {
  return (
    <>
      <Advantages />
      <NewsletterBlock />
      <ContactBlock />
    </>
  );
}
