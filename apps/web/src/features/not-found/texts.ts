import { SHELL_MESSAGES } from '@tour/shared';

export const NOT_FOUND_TEXTS = {
  title: SHELL_MESSAGES.notFound,
  code: '404',
  body: "The page you are looking for doesn't exist or has been moved. Let's get you back on the map.",
  home: 'Return to Home',
  illustration: 'A folded map with a dashed route that ends at a question mark',
} as const;
