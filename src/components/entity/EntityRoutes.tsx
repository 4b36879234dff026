import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RouteProgress } from '@/components/feedback/RouteProgress';
import type { Entity } from '@/lib/data/types';
import type { ChildScreen, EntityScreenConfig } from './types';

// Each page is its own lazily loaded chunk (issue "Entity screens": routes per entity,
// each lazily loaded). React.lazy drops generics, hence the casts to the generic type.
const ListPage = lazy(() =>
  import('./EntityListPage').then((m) => ({ default: m.EntityListPage as ComponentType<PageProps> })),
);
const FormPage = lazy(() =>
  import('./EntityFormPage').then((m) => ({ default: m.EntityFormPage as ComponentType<PageProps> })),
);
const ShowPage = lazy(() =>
  import('./EntityShowPage').then((m) => ({ default: m.EntityShowPage as ComponentType<PageProps> })),
);

interface PageProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly config: EntityScreenConfig<any, any>;
  readonly basePath: string;
  readonly returnPath?: string;
  readonly defaults?: object;
}

/** The routes of a child under `:parentId/<segment>/*`, with the parent id preset on new children. */
function ChildRoutes<P extends Entity>({ child, basePath }: { child: ChildScreen<P>; basePath: string }) {
  const { parentId = '' } = useParams();
  const defaults = useMemo(() => ({ [child.parentField]: parentId }), [child.parentField, parentId]);
  return (
    <EntityRoutes
      config={child.config}
      basePath={`${basePath}/${parentId}/${child.segment}`}
      returnPath={`${basePath}/${parentId}`}
      defaults={defaults}
    />
  );
}

/**
 * The routes of one entity under its menu path (issue "Entity screens" §1): the list
 * at the path itself, `new`, `:id` (detail) and `:id/edit`, and its children's routes
 * under `:parentId/<segment>/`.
 * @param config the entity's screen config
 * @param basePath the menu path, e.g. `/coupon`
 * @param returnPath where to go after a save or delete (default: the list); a child
 *   returns to its parent's page, which also stands in for the child's list
 * @param defaults values preset on a new document
 */
export function EntityRoutes<T extends Entity & GridValidRowModel, V extends object>(props: {
  readonly config: EntityScreenConfig<T, V>;
  readonly basePath: string;
  readonly returnPath?: string;
  readonly defaults?: Partial<V>;
}) {
  const { config, basePath, defaults, returnPath } = props;
  const back = returnPath ?? basePath;
  return (
    <Suspense fallback={<RouteProgress />}>
      <Routes>
        <Route
          index
          element={returnPath ? <Navigate to={returnPath} replace /> : <ListPage config={config} basePath={basePath} />}
        />
        <Route
          path="new"
          element={<FormPage config={config} basePath={basePath} returnPath={back} defaults={defaults} />}
        />
        <Route path=":id" element={<ShowPage config={config} basePath={basePath} returnPath={back} />} />
        <Route path=":id/edit" element={<FormPage config={config} basePath={basePath} returnPath={back} />} />
        {config.children?.map((child) => (
          <Route
            key={child.segment}
            path={`:parentId/${child.segment}/*`}
            element={<ChildRoutes child={child} basePath={basePath} />}
          />
        ))}
      </Routes>
    </Suspense>
  );
}
