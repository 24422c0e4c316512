// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../lib/i18n/language';
import { ConfirmCancelDialog } from './confirm-cancel-dialog';

const TEXTS = { keep: 'Keep booking', confirm: 'Cancel booking', cancelling: 'Cancelling...' };
const QUESTION = { title: 'Cancel booking TB-1?', description: 'Your booking will be cancelled.' };

function show(props: Partial<Parameters<typeof ConfirmCancelDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <LanguageProvider initial="en" load={async () => undefined}>
      <ConfirmCancelDialog
        open
        pending={false}
        question={QUESTION}
        texts={TEXTS}
        onConfirm={onConfirm}
        onClose={onClose}
        {...props}
      >
        <p>You get back $100.00</p>
      </ConfirmCancelDialog>
    </LanguageProvider>,
  );
  return { onConfirm, onClose, user: userEvent.setup({ delay: null }) };
}

afterEach(cleanup);

describe('ConfirmCancelDialog', () => {
  it('asks the question with the refund, Keep focused first; each button answers', async () => {
    const { onConfirm, onClose, user } = show();
    const dialog = screen.getByRole('alertdialog', { name: QUESTION.title });
    expect(dialog.textContent).toContain('You get back $100.00');
    expect(document.activeElement?.textContent).toBe('Keep booking');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says Cancelling and cannot be answered or closed while the cancellation is on its way', async () => {
    const { onClose, user } = show({ pending: true });
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelling...' });
    expect(confirm.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Keep booking' }).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('holds Confirm back while the refund is not yet known', () => {
    show({ confirmDisabled: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel booking' }).disabled).toBe(true);
  });

  it('shows nothing of a question while no booking is chosen', () => {
    show({ question: null });
    expect(screen.queryByText(QUESTION.title)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep booking' })).toBeNull();
  });
});
