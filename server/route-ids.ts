import type { ServerBuild } from "@remix-run/node";

type RouteModule = ServerBuild["routes"][string]["module"];

/**
 * The build with each loader and action given its own route id as `context.routeId` (ADR 052).
 * Remix v2 passes a loader its request, params and context but not which route matched, and one
 * screen serves several table routes (the route id `blogTag.de` names the route and locale).
 * Wrapped once per build; the modules keep every other export.
 */
export function withRouteIds(build: ServerBuild): ServerBuild {
  let wrapped = wrappedBuilds.get(build);
  if (!wrapped) {
    const routes = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, { ...route, module: withRouteId(route.module, id) }]));
    wrapped = { ...build, routes };
    wrappedBuilds.set(build, wrapped);
  }
  return wrapped;
}

const wrappedBuilds = new WeakMap<ServerBuild, ServerBuild>();

function withRouteId(module: RouteModule, routeId: string): RouteModule {
  const { loader, action } = module;
  return {
    ...module,
    ...(loader ? { loader: (args) => loader({ ...args, context: { ...args.context, routeId } }) } : {}),
    ...(action ? { action: (args) => action({ ...args, context: { ...args.context, routeId } }) } : {}),
  };
}
