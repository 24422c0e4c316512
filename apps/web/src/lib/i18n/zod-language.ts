import { z } from 'zod';
import type { TLanguage } from '@tour/shared';

/**
 * Zod's own messages (a check the spec gives no message for, such as a length limit) in the visitor's language. The
 * browser has one visitor, so the global configuration is theirs; the server never sets it.
 */
export function setZodLanguage(language: TLanguage): void {
  z.config(language === 'th' ? z.locales.th() : z.locales.en());
}
