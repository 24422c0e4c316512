import { describe, expect, it } from 'vitest';
import { actionLabel, targetKind } from './texts';

describe('audit log names', () => {
  it('labels known actions and reads any other from its code', () => {
    expect(actionLabel('tour.unpublish')).toBe('Tour unpublished');
    expect(actionLabel('tour.revision_approve')).toBe('Tour: revision approve');
    expect(actionLabel('images')).toBe('Images');
  });

  it('names and links targets by kind, and reads an unknown kind from its code without a link', () => {
    expect(targetKind('tour').href?.({ slug: 'bali-retreat' })).toBe('/tours/bali-retreat');
    expect(targetKind('tour').href?.({ slug: null })).toBeNull();
    expect(targetKind('pending_tour')).toMatchObject({ label: 'Submitted tour', named: true });
    expect(targetKind('booking').href).toBeUndefined();
    expect(targetKind('tour_revision')).toEqual({ label: 'Tour revision' });
  });
});
