/**
 * The embedded test-mode provider answers Stripe's published test cards as Stripe test mode does
 * (reference/domain-facts.md section 4). Any other number is declined, like a real card in test mode.
 */
export type TCardOutcome = { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; code: string };

const OUTCOMES: Record<string, TCardOutcome> = {
  '4242424242424242': { kind: 'succeeded' },
  '5555555555554444': { kind: 'succeeded' },
  '4000000000003220': { kind: 'requires_action' },
  '4000002760003184': { kind: 'requires_action' },
  '4000000000000002': { kind: 'declined', code: 'card_declined' },
  '4000000000009995': { kind: 'declined', code: 'insufficient_funds' },
  '4000000000009987': { kind: 'declined', code: 'card_declined' },
  '4000000000000069': { kind: 'declined', code: 'expired_card' },
  '4000000000000127': { kind: 'declined', code: 'incorrect_cvc' },
  '4000000000000119': { kind: 'declined', code: 'processing_error' },
  '4242424242424241': { kind: 'declined', code: 'incorrect_number' },
};

export function outcomeForTestCard(number: string): TCardOutcome {
  return OUTCOMES[number.replace(/\D/g, '')] ?? { kind: 'declined', code: 'card_declined' };
}
