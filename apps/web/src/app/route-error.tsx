import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button';
import { NOT_FOUND_TEXTS } from '../features/not-found/texts';
import { APP_TEXTS } from './texts';
import { useTexts } from '../lib/i18n/texts';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Error element of the route tree: 404 responses show the not-found page, anything else a retry. */
export function RouteError() {
  const texts = useTexts(APP_TEXTS);
  const notFound = useTexts(NOT_FOUND_TEXTS);
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const stale = isChunkLoadError(error);
  if (isNotFound) {
    return (
      <div className="mx-auto grid w-full max-w-lg flex-1 content-center justify-items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink">{notFound.title}</h1>
        <p className="text-muted-foreground">{notFound.body}</p>
        <Button asChild>
          <Link to="/">{notFound.home}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-lg flex-1 content-center justify-items-center gap-4 px-4 py-20 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden />
      <h1 className="font-display text-3xl font-semibold text-ink">{texts.errors.title}</h1>
      <p className="text-muted-foreground">{stale ? texts.errors.chunkBody : texts.errors.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{texts.errors.reload}</Button>
        <Button asChild variant="outline">
          <Link to="/">{texts.errors.home}</Link>
        </Button>
      </div>
    </div>
  );
}
