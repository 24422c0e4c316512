import { describe, expect, it } from 'vitest';
import {
  decisionProblem,
  initialPendingToursState,
  pendingToursReducer,
  type TPendingToursAction,
  type TPendingToursState,
} from './pending-tours-state';
import { PENDING_TOURS_TEXTS } from './texts';

const messages = PENDING_TOURS_TEXTS.en.messages;

const run = (actions: TPendingToursAction[], from: TPendingToursState = initialPendingToursState) =>
  actions.reduce(pendingToursReducer, from);

describe('pending tours page state', () => {
  it('opens and closes the preview', () => {
    const open = run([{ type: 'preview', tourId: 't1' }]);
    expect(open.previewId).toBe('t1');
    expect(run([{ type: 'closePreview' }], open).previewId).toBeNull();
  });

  it('needs a trimmed reason to reject, with the spec message, and sends nothing without one', () => {
    const started = run([{ type: 'startDecision', kind: 'reject', tourId: 't1', title: 'Alps' }]);
    expect(started.decision && decisionProblem(started.decision, messages)).toBe('Please provide a rejection reason');
    const blank = run(
      [
        { type: 'editText', text: '   ' },
        { type: 'send', kind: 'reject', tourId: 't1' },
      ],
      started,
    );
    expect(blank.working).toBeNull();
    expect(blank.decision?.touched).toBe(true);
    const typed = run([{ type: 'editText', text: ' Photos are blurry ' }], started);
    expect(typed.decision && decisionProblem(typed.decision, messages)).toBeNull();
    expect(run([{ type: 'send', kind: 'reject', tourId: 't1' }], typed).working).toEqual({
      kind: 'reject',
      tourId: 't1',
    });
  });

  it('asks for a note before requesting changes', () => {
    const started = run([{ type: 'startDecision', kind: 'changes', tourId: 't1', title: 'Alps' }]);
    expect(started.decision && decisionProblem(started.decision, messages)).toBe(
      'Please describe the changes you need',
    );
  });

  it('sends one decision at a time and keeps dialogs open while it is on its way', () => {
    const sending = run([
      { type: 'preview', tourId: 't1' },
      { type: 'askApproval', tourId: 't1', title: 'Alps' },
      { type: 'send', kind: 'approve', tourId: 't1' },
    ]);
    expect(run([{ type: 'send', kind: 'approve', tourId: 't2' }], sending).working?.tourId).toBe('t1');
    expect(run([{ type: 'closePreview' }], sending).previewId).toBe('t1');
    expect(run([{ type: 'startDecision', kind: 'reject', tourId: 't1', title: 'Alps' }], sending).decision).toBeNull();
  });

  it('closes the preview and the dialog of the decided tour once sent', () => {
    const done = run([
      { type: 'preview', tourId: 't1' },
      { type: 'startDecision', kind: 'reject', tourId: 't1', title: 'Alps' },
      { type: 'editText', text: 'Duplicate' },
      { type: 'send', kind: 'reject', tourId: 't1' },
      { type: 'sent' },
    ]);
    expect(done).toEqual(initialPendingToursState);
  });

  it('keeps the text after a failure so the administrator can try again', () => {
    const failed = run([
      { type: 'startDecision', kind: 'changes', tourId: 't1', title: 'Alps' },
      { type: 'editText', text: 'Add a hotel' },
      { type: 'send', kind: 'changes', tourId: 't1' },
      { type: 'failed' },
    ]);
    expect(failed.working).toBeNull();
    expect(failed.decision?.text).toBe('Add a hotel');
    expect(run([{ type: 'cancelDecision' }], failed).decision).toBeNull();
  });

  it('approves only after the confirmation; cancelling it sends nothing', () => {
    expect(run([{ type: 'send', kind: 'approve', tourId: 't1' }]).working).toBeNull();
    const asked = run([{ type: 'askApproval', tourId: 't1', title: 'Alps' }]);
    expect(asked.approval).toEqual({ tourId: 't1', title: 'Alps' });
    expect(run([{ type: 'cancelApproval' }], asked)).toEqual(initialPendingToursState);
    expect(run([{ type: 'send', kind: 'approve', tourId: 't2' }], asked).working).toBeNull();
    const done = run(
      [{ type: 'send', kind: 'approve', tourId: 't1' }, { type: 'cancelApproval' }, { type: 'sent' }],
      asked,
    );
    expect(done).toEqual(initialPendingToursState);
  });
});
