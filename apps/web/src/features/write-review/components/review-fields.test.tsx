// @vitest-environment jsdom
import { type ReactNode, useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReviewPhoto } from '@tour/shared';
import { LanguageProvider } from '../../../lib/i18n/language';
import { ReviewPhotosField } from './review-photos-field';
import { StarRatingField } from './star-rating-field';

const uploads = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('../api/review-form', () => ({
  uploadReviewPhoto: async (_source: unknown, file: File): Promise<TReviewPhoto> => {
    uploads.calls.push(file.name);
    return { id: `id-${file.name}`, url: `/api/review-photos/id-${file.name}` };
  },
}));

function InEnglish({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider initial="en" load={async () => undefined}>
      {children}
    </LanguageProvider>
  );
}

afterEach(() => {
  cleanup();
  uploads.calls.length = 0;
});

function Stars({ clearable = false, changes }: { clearable?: boolean; changes: (number | null)[] }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRatingField
      name="guide"
      legend="Guide"
      clearable={clearable}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('StarRatingField', () => {
  it('is a radio group of five stars named by their count; a click picks one and reads its word', async () => {
    const changes: (number | null)[] = [];
    render(<Stars changes={changes} />, { wrapper: InEnglish });
    const group = screen.getByRole('group', { name: 'Guide' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('radio', { name: '4 stars' }));
    expect(changes).toEqual([4]);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(group.textContent).toContain('Very good');
  });

  it('takes an optional rating back with Clear', async () => {
    const changes: (number | null)[] = [];
    const user = userEvent.setup({ delay: null });
    render(<Stars clearable changes={changes} />, { wrapper: InEnglish });
    expect(screen.getByRole('group', { name: 'Guide' }).textContent).toContain('Not rated');
    expect(screen.queryByRole('button', { name: 'Clear the guide rating' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Clear the guide rating' }));
    expect(changes).toEqual([2, null]);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });
});

function Photos({ initial = [] }: { initial?: TReviewPhoto[] }) {
  const [photos, setPhotos] = useState<TReviewPhoto[]>(initial);
  return (
    <ReviewPhotosField
      source={{ kind: 'link', token: 't'.repeat(43) }}
      photos={photos}
      onChange={setPhotos}
      onUploadingChange={() => undefined}
    />
  );
}

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('ReviewPhotosField', () => {
  it('uploads the images chosen, one thumbnail each, and refuses a file that is no image without sending it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<Photos />, { wrapper: InEnglish });
    await user.upload(screen.getByTestId('review-photos-input'), [
      file('beach.jpg', 'image/jpeg'),
      file('notes.pdf', 'application/pdf'),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('review-form-photo')).toHaveLength(1));
    expect(uploads.calls).toEqual(['beach.jpg']);
    expect(screen.getByRole('alert').textContent).toBe('notes.pdf: not a JPEG, PNG or WebP image');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryAllByTestId('review-form-photo')).toHaveLength(0);
  });

  it('takes no more than five photos', async () => {
    const four = [1, 2, 3, 4].map((n) => ({ id: `p${n}`, url: `/api/review-photos/p${n}` }));
    const user = userEvent.setup({ delay: null });
    render(<Photos initial={four} />, { wrapper: InEnglish });
    await user.upload(screen.getByTestId('review-photos-input'), [
      file('a.jpg', 'image/jpeg'),
      file('b.jpg', 'image/jpeg'),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('review-form-photo')).toHaveLength(5));
    expect(uploads.calls).toEqual(['a.jpg']);
    expect(screen.getByRole('alert').textContent).toBe('You can add up to 5 photos');
    expect(screen.queryByTestId('review-photos-input')).toBeNull();
  });
});
