import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type TDb, type TTourGraphChange, writeTourGraph } from '@tour/db';
import {
  GENERATED_GALLERY_SIZE,
  TOUR_CONTENT_MESSAGES,
  type TGenerateTourContentResponse,
  type TTemplatedDay,
  tourImagePath,
} from '@tour/shared';
import type { TClock } from '../../clock';
import type { TContentGenerator, TContentTour } from '../../adapters/content/content-generator';
import type { TFileStore } from '../../adapters/files/file-store';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { countTourContent, findTourBySlug, insertImageUploads, lockTour } from './tour-content.repository';

export type TTourContentDeps = {
  db: TDb;
  clock: TClock;
  files: TFileStore;
  generator: TContentGenerator;
  log: FastifyBaseLogger;
};

type TStoredArtwork = {
  id: string;
  fileKey: string;
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
};

const EXTENSIONS = { 'image/jpeg': '.jpg', 'image/webp': '.webp' } as const;

/** The pictures are drawn and written before the transaction; the caller removes them if it does not use them. */
async function storeArtwork(deps: TTourContentDeps, tour: TContentTour): Promise<TStoredArtwork[]> {
  const stored: TStoredArtwork[] = [];
  try {
    for (let index = 0; index < GENERATED_GALLERY_SIZE; index += 1) {
      const image = await deps.generator.artwork(tour, index);
      const id = randomUUID();
      const fileKey = `tour-images/tour-gallery/${id}${EXTENSIONS[image.contentType]}`;
      await deps.files.put(fileKey, image.bytes);
      stored.push({ id, fileKey, ...image, sizeBytes: image.bytes.length });
    }
  } catch (error) {
    await removeFiles(deps, stored);
    deps.log.error({ err: error, tour: tour.slug }, 'tour artwork generation failed');
    throw new AppError('INTERNAL', TOUR_CONTENT_MESSAGES.imagesFailed, { images: TOUR_CONTENT_MESSAGES.imagesFailed });
  }
  return stored;
}

async function removeFiles(deps: TTourContentDeps, stored: TStoredArtwork[]) {
  await Promise.all(stored.map((image) => deps.files.remove(image.fileKey)));
}

function templatedDays(deps: TTourContentDeps, tour: TContentTour): TTemplatedDay[] {
  try {
    return deps.generator.itinerary(tour);
  } catch (error) {
    deps.log.error({ err: error, tour: tour.slug }, 'tour itinerary generation failed');
    throw new AppError('INTERNAL', TOUR_CONTENT_MESSAGES.itineraryFailed, {
      itinerary: TOUR_CONTENT_MESSAGES.itineraryFailed,
    });
  }
}

/**
 * Admin Actions 'Generate Images & Itinerary' (1-traveller.md, 2-operator.md section 8): fills what the tour
 * lacks — a gallery of generated artwork, an itinerary templated from its days, place and highlights — and
 * leaves what it has alone, so a second run adds nothing. One transaction with its audit row.
 */
export async function generateTourContent(
  deps: TTourContentDeps,
  /** Null for the start-up seeding, which is no administrator's action and writes no audit row. */
  actor: TActor | null,
  slug: string,
): Promise<TGenerateTourContentResponse> {
  const tour = await findTourBySlug(deps.db, slug);
  if (!tour) throw new AppError('NOT_FOUND', TOUR_CONTENT_MESSAGES.notFound);
  const before = await countTourContent(deps.db, tour.id);
  if (before.images > 0 && before.itinerary > 0) {
    return { message: TOUR_CONTENT_MESSAGES.nothingMissing, imagesAdded: 0, itineraryDaysAdded: 0 };
  }
  const artwork = before.images === 0 ? await storeArtwork(deps, tour) : [];

  let result: { images: TStoredArtwork[]; itineraryDays: number };
  try {
    result = await deps.db.transaction(async (tx) => {
      const locked = await lockTour(tx, tour.id);
      if (!locked) throw new AppError('NOT_FOUND', TOUR_CONTENT_MESSAGES.notFound);
      // Counted again under the lock: another administrator may have filled the tour meanwhile.
      const stored = await countTourContent(tx, tour.id);
      const images = stored.images === 0 ? artwork : [];
      const days = stored.itinerary === 0 ? templatedDays(deps, locked) : [];
      if (images.length === 0 && days.length === 0) return { images, itineraryDays: 0 };
      await insertImageUploads(
        tx,
        images.map((image) => ({
          ...image,
          userId: actor?.userId ?? null,
          purpose: 'gallery' as const,
          sourceUrl: null,
        })),
      );
      // Only the parts the tour lacks; the writer gives the gallery's first image as thumbnail to a tour without one.
      const missing: TTourGraphChange = {
        tourId: tour.id,
        ...(images.length > 0 ? { images: images.map((image) => ({ url: tourImagePath(image.id) })) } : {}),
        ...(days.length > 0 ? { itinerary: days } : {}),
      };
      await writeTourGraph(tx, missing, { now: deps.clock.now() });
      if (actor) {
        const after = await countTourContent(tx, tour.id);
        await recordAdminAction(tx, actor, {
          action: 'tour.generate_content',
          targetType: 'tour',
          targetId: tour.id,
          before: { slug: tour.slug, images: stored.images, itineraryRows: stored.itinerary },
          after: { slug: tour.slug, images: after.images, itineraryRows: after.itinerary },
        });
      }
      return { images, itineraryDays: days.length };
    });
  } catch (error) {
    await removeFiles(deps, artwork);
    throw error;
  }
  await removeFiles(
    deps,
    artwork.filter((image) => !result.images.includes(image)),
  );
  const added = result.images.length > 0 || result.itineraryDays > 0;
  return {
    message: added ? TOUR_CONTENT_MESSAGES.generated : TOUR_CONTENT_MESSAGES.nothingMissing,
    imagesAdded: result.images.length,
    itineraryDaysAdded: result.itineraryDays,
  };
}
