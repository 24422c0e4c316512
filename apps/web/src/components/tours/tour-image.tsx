import type { ComponentProps } from 'react';

const DEFAULT_TOUR_IMAGE = '/media/tours/default.svg';

type TTourImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  width: number;
  height: number;
  /** Above the fold: fetched at once, ahead of other images. */
  priority?: boolean;
};

/**
 * Every tour picture: width and height reserve its box (no layout shift); below the fold it loads lazily;
 * a missing or broken picture falls back to the default artwork.
 */
export function TourImage({ src, priority = false, alt, ...props }: TTourImageProps) {
  return (
    <img
      src={src || DEFAULT_TOUR_IMAGE}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(DEFAULT_TOUR_IMAGE)) image.src = DEFAULT_TOUR_IMAGE;
      }}
      {...props}
    />
  );
}
