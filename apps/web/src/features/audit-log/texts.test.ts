import { describe, expect, it } from 'vitest';
import { actionLabel, AUDIT_LOG_TEXTS, targetKind } from './texts';

const EN = AUDIT_LOG_TEXTS.en;

describe('audit log names', () => {
  it('labels known actions and reads any other from its code', () => {
    expect(actionLabel('tour.unpublish', EN)).toBe('Tour unpublished');
    expect(actionLabel('tour.revision_approve', EN)).toBe('Tour: revision approve');
    expect(actionLabel('images', EN)).toBe('Images');
    expect(actionLabel('tour.unpublish', AUDIT_LOG_TEXTS.th)).toBe('หยุดเผยแพร่ทัวร์');
  });

  it('names and links targets by kind, and reads an unknown kind from its code without a link', () => {
    expect(targetKind('tour', EN).href?.({ slug: 'bali-retreat' })).toBe('/tours/bali-retreat');
    expect(targetKind('tour', EN).href?.({ slug: null })).toBeNull();
    expect(targetKind('pending_tour', EN)).toMatchObject({ label: 'Submitted tour', named: true });
    expect(targetKind('booking', EN).href).toBeUndefined();
    expect(targetKind('image_uploads', EN)).toMatchObject({ label: 'Images', fixedName: 'Orphaned images' });
    expect(targetKind('tour_revision', EN)).toEqual({ label: 'Tour revision' });
  });
});
