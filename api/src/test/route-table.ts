import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { RouteDeps } from '../route-deps';
import type { Guard } from '../policies/policy';
import { apiRoutes } from '../routes';

export interface Route {
  method: string;
  path: string;
  /** The name of the policy the route's first middleware enforces (undefined: none). */
  policy: string | undefined;
}

/** Every route of the API, read from the routers themselves (a new route is covered by itself). */
export function routeTable(db: Knex): Route[] {
  const noop: Middleware = (_ctx, next) => next();
  const router = apiRoutes({ db, idempotentMultipart: noop } as unknown as RouteDeps);
  return router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path), policy: (layer.stack[0] as Partial<Guard>).policy?.name })),
  );
}

/** A route's path with its parameters filled in. */
export const concretePath = (path: string, id = 1) => path.replace(':type', 'project').replace(/:\w+/g, String(id));

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
