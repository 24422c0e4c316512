import { messageTranslator } from '../message-translation';
import { SHELL_MESSAGES_TRANSLATION } from './shell-messages.th';

/**
 * The spec's messages in the visitor's language: the server's error answers go out in the request's language, and the
 * browser shows its own checks' messages (the shared schemas') in the visitor's. A message with no translation is
 * returned as it is.
 */
export const translateMessage = messageTranslator([SHELL_MESSAGES_TRANSLATION]);
