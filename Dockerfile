# syntax=docker/dockerfile:1
# The site as one container: `docker build -t sensorsite .` then
#   docker run --restart unless-stopped -p 3000:3000 -e SESSION_SECRET=$(openssl rand -hex 32) -v sensorsite-data:/app/data sensorsite
# (--restart: whatever ends the process, the container starts again; docs/deployment.md, "A supervisor anyway").
# Without DATABASE_URL the embedded database lives in the /app/data volume; with it, on PostgreSQL.

ARG NODE_IMAGE=node:20-bookworm-slim

# `npm ci` runs our postinstall (patch-package), which applies patches/: without that folder it
# prints "No patch files found" and succeeds, leaving @remix-run/router unpatched. So every stage
# that installs copies patches/ first.

# ---- all dependencies (dev included) to build ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# ---- build: the Remix client/server bundles and build/main.js ----
FROM deps AS build
COPY . .
RUN npm run build

# ---- production dependencies only (patch-package is one of them) ----
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data

COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
# build/main.js (with the migrations and seed code bundled in), build/server, build/client.
COPY --from=build /app/build ./build
# The seed reads its images at run time, from ../db/seed/images next to build/.
COPY db/seed/images ./db/seed/images

RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000

# /healthz answers 200 when the database answers within 2 s, else 503 (server/healthz.ts). With node:
# the slim image has no curl. Unhealthy means "take out of the load balancer", not "restart": a
# restart cannot bring the database back and would drop the page cache served meanwhile.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

# The server stops cleanly on SIGTERM (docker stop) and closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "build/main.js"]
