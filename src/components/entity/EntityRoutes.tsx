import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotFoundMessage } from '@/components/feedback/NotFoundMessage';
import { lazyWithPreload } from '@/lib/lazy';
import { RouteProgress } from '@/components/feedback/RouteProgress';
import type { TrailStep } from './PageTrail';
import { entityPaths } from './paths';
import type { AnyScreen, RelatedList } from './types';
import { useDocument } from './useDocument';

// Each page is its own lazily loaded chunk (a list does not download the form's date
// picker). React.lazy drops generics, hence the casts to the props these routes pass.

/**
 * The list page, loaded with an entity screen's code (screens.ts), not after it: it
 * holds the list's heading, a page's largest paint (docs/performance.md, Lighthouse).
 * Once loaded it renders without suspending (lazyWithPreload).
 */
export const entityListPage = lazyWithPreload(() =>
  import('./EntityListPage').then((m) => m.EntityListPage as ComponentType<PageProps>),
);
const ListPage = entityListPage.Component;
const FormPage = lazy(() =>
  import('./EntityFormPage').then((m) => ({ default: m.EntityFormPage as ComponentType<PageProps> })),
);
const ShowPage = lazy(() =>
  import('./EntityShowPage').then((m) => ({ default: m.EntityShowPage as ComponentType<PageProps> })),
);

interface PageProps {
  readonly screen: AnyScreen;
  readonly basePath: string;
  readonly returnPath?: string;
  readonly defaults?: object;
  readonly parentTrail?: readonly TrailStep[];
  readonly documentId?: string;
}

/** The routes of a related entity under `id/:parentId/<segment>/*`, with the parent id preset on new documents. */
function RelatedRoutes(props: {
  readonly parent: AnyScreen;
  readonly related: RelatedList;
  readonly basePath: string;
}) {
  const { related, parent, basePath } = props;
  const { parentId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const parentDoc = useDocument(parent, parentId);
  const parentPage = entityPaths(basePath).show(parentId);
  const defaults = useMemo(() => ({ [related.field]: parentId }), [related.field, parentId]);
  const trail = useMemo<TrailStep[]>(
    () => [
      { label: t(parent.keys.title), to: basePath },
      { label: parentDoc.data ? parent.entity.title(parentDoc.data, i18n.language) : parentId, to: parentPage },
    ],
    [t, parent, basePath, parentDoc.data, i18n.language, parentId, parentPage],
  );
  return (
    <EntityRoutes
      screen={related.screen}
      basePath={`${parentPage}/${related.segment}`}
      returnPath={parentPage}
      defaults={defaults}
      parentTrail={trail}
    />
  );
}

/**
 * The routes of one entity under its menu path (docs/adding-an-entity.md): the list at
 * the path itself (or, for a singleton, its form), `new`, `id/:id` (detail: the screen's `showPage` or the generic one) and
 * `id/:id/edit`, and its related entities' routes under `id/:parentId/<segment>/`; any
 * other path under it shows the not-found page with the way back to its list.
 * @param screen the entity's screen
 * @param basePath the menu path, e.g. `/coupon`
 * @param returnPath where a related entity's pages lead back to (its parent's page),
 *   which also stands in for its list
 * @param defaults values preset on a new document
 */
export function EntityRoutes(props: {
  readonly screen: AnyScreen;
  readonly basePath: string;
  readonly returnPath?: string;
  readonly defaults?: object;
  readonly parentTrail?: readonly TrailStep[];
}) {
  const { screen, basePath, defaults, returnPath, parentTrail } = props;
  const { t } = useTranslation();
  const page = { screen, basePath, returnPath, parentTrail };
  // Any other path under the screen: the not-found page, with the way back to its list.
  const notFound = <NotFoundMessage back={{ to: returnPath ?? basePath, label: t(screen.keys.title) }} />;
  const singleton = screen.entity.id?.singleton;
  if (singleton) {
    return (
      <Suspense fallback={<RouteProgress />}>
        <Routes>
          <Route index element={<FormPage {...page} documentId={singleton} />} />
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<RouteProgress />}>
      <Routes>
        <Route index element={returnPath ? <Navigate to={returnPath} replace /> : <ListPage {...page} />} />
        {screen.entity.writes.create === 'panel' && (
          <Route path="new" element={<FormPage {...page} defaults={defaults} />} />
        )}
        <Route
          path="id/:id"
          element={
            screen.showPage ? (
              <screen.showPage basePath={basePath} returnPath={returnPath} parentTrail={parentTrail} />
            ) : (
              <ShowPage {...page} />
            )
          }
        />
        {screen.entity.writes.create === 'panel' && <Route path="id/:id/edit" element={<FormPage {...page} />} />}
        {screen.related?.map((related) => (
          <Route
            key={related.segment}
            path={`id/:parentId/${related.segment}/*`}
            element={<RelatedRoutes parent={screen} related={related} basePath={basePath} />}
          />
        ))}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
